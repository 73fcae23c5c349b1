import Domain
import Foundation

// A keyset page (``/Domain/Page/after``) in SQL: the condition that keeps the rows after a
// cursor, derived from the same sort key as the ORDER BY terms, and the cursor's values to bind.

extension SQLSortKey {
    /// The condition that keeps the rows after a cursor of `shape` in this order, with parameters
    /// from `placeholders` in the order `SQLCursorValues.bind(to:at:)` binds them: a later key, or the same key
    /// and a later id; rows without a value come after every value, and among themselves by id.
    func after(_ shape: SQLCursorShape, in dialect: SQLDialect, _ placeholders: inout SQLPlaceholders) -> String {
        let column = quoted(column)
        switch shape {
        case .missing:
            return "(\(column) IS NULL AND \"id\" > \(placeholders.next()))"
        case .value:
            let later = direction == .ascending ? ">" : "<"
            let key = value(in: dialect)
            let beyond = parameter(placeholders.next(), in: dialect)
            let same = parameter(placeholders.next(), in: dialect)
            let nulls = optional ? " OR \(column) IS NULL" : ""
            return "(\(key) \(later) \(beyond) OR (\(key) = \(same) AND \"id\" > \(placeholders.next()))\(nulls))"
        }
    }

    /// `cursor`'s values as the column of `type` (the key's column) stores them. A key of
    /// another kind (only a forged cursor has one) is refused as a validation error of
    /// `page.after`, which the server answers 400.
    static func values(of cursor: PageCursor, column type: SQLColumnType?) throws(DataSourceError) -> SQLCursorValues {
        let key: SQLCursorValues.Key?
        switch (cursor.key, type) {
        case (.missing, _): key = nil
        case (.text(let text), .text?), (.caseName(let text), .text?): key = .text(text)
        case (.id(let id), .text?): key = .text(id.uuidString)
        case (.integer(let number), .integer?): key = .integer(number)
        case (.flag(let flag), .integer?): key = .integer(flag ? 1 : 0)
        case (.instant(let date), .integer?): key = .integer(date.millisecondsSince1970)
        case (.real(let number), .real?): key = .real(number)
        default:
            throw .invalid(
                ValidationError(field: "page.after", problem: .invalid("the cursor was made for another order")))
        }
        return SQLCursorValues(key: key, id: cursor.id)
    }

    /// A parameter compared with ``value(in:)``: PostgreSQL compares the key function of both
    /// sides, SQLite the collation of the column's side.
    private func parameter(_ placeholder: String, in dialect: SQLDialect) -> String {
        ignoringCase && dialect == .postgreSQL ? "\(SQLDialect.ignoringCaseKey)(\(placeholder))" : placeholder
    }
}

/// Whether a keyset page's cursor has a key value or none: the part of a cursor its SQL depends
/// on (the values are bound), so each shape is prepared once.
package enum SQLCursorShape: Hashable, Sendable {
    case value
    case missing
}

/// A cursor's values as the table stores them, ready to bind after a query's filter.
package struct SQLCursorValues {
    /// A key as one of the storage classes records use.
    enum Key {
        case text(String)
        case integer(Int64)
        case real(Double)
    }

    /// The key; nil when the last result had no value.
    let key: Key?
    let id: UUID

    /// The shape of the condition these values are bound to.
    package var shape: SQLCursorShape { key == nil ? .missing : .value }

    /// Binds the values from parameter `index` in the order `SQLSortKey.after(_:in:_:)` numbers
    /// them (the key twice, then the id); returns the next free index.
    package func bind<Binder: SQLValueBinder>(to binder: Binder, at index: Int32) throws(Binder.Failure) -> Int32 {
        guard let key else {
            try binder.bind(id, at: index)
            return index + 1
        }
        for offset in Int32(0)...1 {
            switch key {
            case .text(let text): try binder.bind(text, at: index + offset)
            case .integer(let number): try binder.bind(number, at: index + offset)
            case .real(let number): try binder.bind(number, at: index + offset)
            }
        }
        try binder.bind(id, at: index + 2)
        return index + 3
    }
}
