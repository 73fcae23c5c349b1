import Domain
import Foundation

/// The short form of an id that people read and type, as git abbreviates commit hashes: eight
/// hex digits, lower case. For a random (version 4) id they are its first eight; for a
/// time-ordered one (`UUID.isTimeOrdered`), whose leading digits are the time it was
/// made and are shared by every id made that minute, they are the first eight of its last group:
/// the fraction of the second it was made, then random digits (`UUID.timeOrdered(at:)`). Any
/// unique prefix of either is accepted back (see Domain's `IDPrefix`).
public enum ShortID {
    /// How many hex digits are shown.
    public static let length = 8

    /// The eight hex digits that tell `id` apart, lower case.
    public static func of(_ id: UUID) -> String {
        let text = id.uuidString.lowercased()
        return String((id.isTimeOrdered ? text.suffix(IDPrefix.tailLength) : text[...]).prefix(length))
    }
}
