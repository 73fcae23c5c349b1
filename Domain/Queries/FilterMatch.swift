/// Whether a field's value meets one condition of a generated entity's filter: one function per
/// kind of condition (`equals`, `atLeast`, `atMost`, `contains`), overloaded for each field type,
/// so that a filter's ``EntityFilter/matches(_:)`` reads one line per condition whatever the type.
/// A condition that is not set (`nil`, `.any`, empty text) holds for every value.
public enum FilterMatch {
    /// Whether `value` is `wanted`, when set.
    public static func equals<Value: Equatable>(_ value: Value, _ wanted: Value?) -> Bool {
        wanted.map { value == $0 } ?? true
    }

    /// Whether `text` is `wanted` code point by code point, when set: SQL compares stored text
    /// byte by byte, so `"é"` and `"e\u{301}"`, which Swift's `==` takes as equal, are not.
    public static func equals(_ text: String, _ wanted: String?) -> Bool {
        wanted.map { sameText(text, $0) } ?? true
    }

    /// Whether an optional field's `value` meets `match`: any, none, or exactly this one.
    public static func equals<Value>(_ value: Value?, _ match: OptionalMatch<Value>) -> Bool {
        match.matches(value)
    }

    /// Whether an optional text meets `match`, comparing code point by code point as
    /// a required text is.
    public static func equals(_ text: String?, _ match: OptionalMatch<String>) -> Bool {
        match.matches(text, by: sameText)
    }

    /// Whether `value` is at least `bound`, when set.
    public static func atLeast<Value: Comparable>(_ value: Value, _ bound: Value?) -> Bool {
        bound.map { value >= $0 } ?? true
    }

    /// Whether `value` is at least `bound`, when set; a missing value never is.
    public static func atLeast<Value: Comparable>(_ value: Value?, _ bound: Value?) -> Bool {
        guard let bound else { return true }
        return value.map { $0 >= bound } ?? false
    }

    /// Whether `value` is at most `bound`, when set.
    public static func atMost<Value: Comparable>(_ value: Value, _ bound: Value?) -> Bool {
        bound.map { value <= $0 } ?? true
    }

    /// Whether `value` is at most `bound`, when set; a missing value never is.
    public static func atMost<Value: Comparable>(_ value: Value?, _ bound: Value?) -> Bool {
        guard let bound else { return true }
        return value.map { $0 <= bound } ?? false
    }

    /// Whether any of `texts` contains `needle`, ignoring case, when set and not empty: one search
    /// over several text fields (a todo's title and notes); a missing text never does.
    public static func contains(anyOf texts: [String?], _ needle: String?) -> Bool {
        guard let needle, !needle.isEmpty else { return true }
        return texts.contains { contains($0, needle) }
    }

    /// Whether `text` contains `needle`, ignoring case (``TextMatching``), when set and not empty.
    public static func contains(_ text: String, _ needle: String?) -> Bool {
        TextMatching.contains(text, needle ?? "")
    }

    /// Whether `text` contains `needle`, ignoring case, when set and not empty; a missing text
    /// never does.
    public static func contains(_ text: String?, _ needle: String?) -> Bool {
        guard let needle, !needle.isEmpty else { return true }
        return text.map { TextMatching.contains($0, needle) } ?? false
    }

    /// Texts are equal when they have the same code points, as stores compare them.
    private static func sameText(_ lhs: String, _ rhs: String) -> Bool {
        lhs.unicodeScalars.elementsEqual(rhs.unicodeScalars)
    }
}
