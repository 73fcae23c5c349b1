import Foundation

/// What a typed id prefix names among a set of items.
public enum PrefixMatch<Item> {
    /// Exactly one item's id starts with the prefix.
    case unique(Item)
    /// No item's id starts with it.
    case none
    /// Several do; they are listed so that the person can type more.
    case ambiguous([Item])
}

/// Matching of id prefixes, git style: case and hyphens do not matter, and any unique prefix of
/// an id names it.
public enum IDPrefix {
    /// `text` lower-cased without hyphens, or nil when it is not made of hex digits only.
    public static func normalized(_ text: String) -> String? {
        let digits = text.lowercased().filter { $0 != "-" }
        guard !digits.isEmpty, digits.allSatisfy(\.isHexDigit) else { return nil }
        return digits
    }

    /// The items whose id starts with `prefix` (already ``normalized(_:)``).
    public static func match<Item: Identifiable>(_ prefix: String, in items: [Item]) -> PrefixMatch<Item>
    where Item.ID == UUID {
        let matches = items.filter { item in
            item.id.uuidString.lowercased().filter { $0 != "-" }.hasPrefix(prefix)
        }
        switch matches.count {
        case 0: return .none
        case 1: return .unique(matches[0])
        default: return .ambiguous(matches)
        }
    }
}
