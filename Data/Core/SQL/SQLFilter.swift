import Domain

/// A filter as the SQL stores run it: its conditions (``SQLCondition``, each on one column) and
/// their values, in the same order. An entity's filter states the two lists
/// (`{Entity}Query+SQL.swift`); the WHERE clause, its cache key and its binding are written once,
/// here, for every entity.
package protocol SQLFilter {
    /// The conditions that are set, each `nil` when it is not (``SQLCondition``'s `equals`,
    /// `atLeast`, `atMost`, `contains`, overloaded for each field type).
    var sqlConditions: [SQLCondition?] { get }
    /// Binds the values of the same conditions in the same order (``SQLFilterParameters``).
    func bind<Binder: SQLValueBinder>(to parameters: inout SQLFilterParameters<Binder>) throws(Binder.Failure)
}

/// Which conditions a filter uses: the key its WHERE clause is cached under. Values are bound,
/// so there are finitely many shapes.
package struct SQLFilterShape: Hashable {
    /// The WHERE conditions, in the order the filter binds their values.
    let conditions: [SQLCondition]
}

/// The order a sort's field gives in SQL: the column and how its type orders.
package protocol SQLSortField: SortField {
    /// The column this field is stored in, and how it orders in `direction`.
    func sqlKey(_ direction: SortDirection) -> SQLSortKey
}

extension SQLiteTableSchema where Filter: SQLFilter {
    /// The conditions `filter` sets.
    package static func shape(of filter: Filter) -> SQLFilterShape {
        SQLFilterShape(conditions: filter.sqlConditions.compactMap(\.self))
    }

    /// ` WHERE ...` joining the shape's conditions with AND, or nothing.
    package static func whereClause(_ shape: SQLFilterShape, _ placeholders: inout SQLPlaceholders) -> String {
        shape.conditions.whereClause(&placeholders)
    }

    /// Binds `filter`'s values from parameter 1; returns the next free parameter index.
    package static func bind<Binder: SQLValueBinder>(
        _ filter: Filter, to binder: Binder
    ) throws(Binder.Failure) -> Int32 {
        var parameters = SQLFilterParameters(binder)
        try filter.bind(to: &parameters)
        return parameters.nextIndex
    }
}

extension SQLiteTableSchema {
    /// The column the sort's field is stored in, in the sort's direction.
    package static func sortKey<Field: SQLSortField>(_ sort: FieldSort<Field>) -> SQLSortKey
    where Query.Sort == FieldSort<Field> {
        sort.field.sqlKey(sort.direction)
    }
}
