import Domain
import Foundation

// A filter's conditions as SQL, one function per kind of condition (as Domain's
// `FilterMatch` has), overloaded for each field type: nil when the condition is not set, so a
// filter's shape lists one line per condition whatever the type. `SQLFilterParameters` binds
// the values of the same conditions in the same order.
extension SQLCondition {
    /// `column = ?` when `wanted` is set.
    static func equals<Value>(_ column: String, _ wanted: Value?) -> SQLCondition? {
        wanted == nil ? nil : .equals(column)
    }

    /// An optional field's condition: none for `.any`, `IS NULL` for `.isNil`, equality for
    /// `.equals`.
    static func equals<Value>(_ column: String, _ match: OptionalMatch<Value>) -> SQLCondition? {
        switch match {
        case .any: nil
        case .isNil: .isNull(column)
        case .equals: .equals(column)
        }
    }

    /// An optional date's condition: a date equals the stored milliseconds between its bounds
    /// (``MillisecondBounds``), none when it is not a whole millisecond.
    static func equals(_ column: String, _ match: OptionalMatch<Date>) -> SQLCondition? {
        switch match {
        case .any: nil
        case .isNil: .isNull(column)
        case .equals: .between(column)
        }
    }

    /// `column >= ?` when `bound` is set; a NULL compares as neither more nor less, so rows
    /// without a value never match.
    static func atLeast<Value>(_ column: String, _ bound: Value?) -> SQLCondition? {
        bound == nil ? nil : .atLeast(column)
    }

    /// `column <= ?` when `bound` is set; rows without a value never match.
    static func atMost<Value>(_ column: String, _ bound: Value?) -> SQLCondition? {
        bound == nil ? nil : .atMost(column)
    }

    /// Any of `columns` contains `needle`, ignoring case, when it is set and not empty.
    static func contains(anyOf columns: [String], _ needle: String?) -> SQLCondition? {
        (needle ?? "").isEmpty ? nil : .anyContains(columns)
    }

    /// Contains `needle`, ignoring case, when it is set and not empty.
    static func contains(_ column: String, _ needle: String?) -> SQLCondition? {
        (needle ?? "").isEmpty ? nil : .contains(column)
    }
}
