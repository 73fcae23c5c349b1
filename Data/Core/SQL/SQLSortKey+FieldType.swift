import Domain
import Foundation

// A generated sort's key from the type of the field it sorts by, so that a sort's `sqlKey` reads
// one line per field whatever the type: text orders ignoring case (as Domain's `FieldOrder`
// does), and a column an optional field fills may be NULL, which comes last either way.
extension SQLSortKey {
    /// Orders by `column`, which holds a `Value`: numbers, flags, dates, ids and enum cases as
    /// they are stored.
    init<Value>(_ column: String, _ direction: SortDirection, of _: Value.Type) {
        self.init(column, direction)
    }

    /// Orders by `column`, which holds an optional `Value`: rows without one come last.
    init<Value>(_ column: String, _ direction: SortDirection, of _: Value?.Type) {
        self.init(column, direction, optional: true)
    }

    /// Orders by `column`, which holds text: ignoring case.
    init(_ column: String, _ direction: SortDirection, of _: String.Type) {
        self.init(column, direction, ignoringCase: true)
    }

    /// Orders by `column`, which holds optional text: ignoring case, rows without one last.
    init(_ column: String, _ direction: SortDirection, of _: String?.Type) {
        self.init(column, direction, ignoringCase: true, optional: true)
    }
}
