import Domain
import Foundation

/// The short form of an id that people read and type: eight hex digits, lower case, as
/// `UUID.shortText` in Domain makes it (so that a store's message and a list name an id alike).
/// Any unique prefix of it is accepted back (see Domain's `IDPrefix`).
public enum ShortID {
    /// How many hex digits are shown.
    public static let length = UUID.shortTextLength

    /// The eight hex digits that tell `id` apart, lower case.
    public static func of(_ id: UUID) -> String {
        id.shortText
    }
}
