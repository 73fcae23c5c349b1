import Foundation

/// The one meaning of "contains, ignoring case" and "ordered, ignoring case" that every data
/// source must give. SQLite registers these very functions, so SQL and Swift cannot drift apart.
public enum TextMatching {
    /// Whether `text` contains `needle`, ignoring case. An empty needle is contained in everything.
    public static func contains(_ text: String, _ needle: String) -> Bool {
        needle.isEmpty || text.range(of: needle, options: [.caseInsensitive]) != nil
    }

    /// Orders two texts ignoring case: negative when `lhs` comes first, 0 when they are equal
    /// ignoring case, positive when `rhs` comes first.
    public static func compareIgnoringCase(_ lhs: String, _ rhs: String) -> Int {
        let left = lhs.lowercased()
        let right = rhs.lowercased()
        if left == right { return 0 }
        return left < right ? -1 : 1
    }
}
