import Foundation

/// The short form of an id that people read and type, as git abbreviates commit hashes: the
/// first eight hex digits, lower case. Any unique prefix is accepted back (see ``IDPrefix``).
public enum ShortID {
    /// How many hex digits are shown.
    public static let length = 8

    /// The first ``length`` hex digits of `id`, lower case.
    public static func of(_ id: UUID) -> String {
        String(id.lowercaseText.prefix(length))
    }
}
