import Foundation

extension UUID {
    /// How many hex digits ``shortText`` has.
    public static let shortTextLength = 8

    /// The short form of the id that people read and type, as git abbreviates commit hashes: eight
    /// hex digits, lower case. For a random (version 4) id they are its first eight; for a
    /// time-ordered one (``isTimeOrdered``), whose leading digits are the time it was made and are
    /// shared by every id made that minute, they are the first eight of its last group: the
    /// fraction of the second it was made, then random digits. Any unique prefix of either is
    /// accepted back (``IDPrefix``). In Domain, so that a store's message names an id as the
    /// app's lists do.
    public var shortText: String {
        let text = uuidString.lowercased()
        return String((isTimeOrdered ? text.suffix(IDPrefix.tailLength) : text[...]).prefix(Self.shortTextLength))
    }
}
