import Domain

// What the one repository selects by a query: the entities a query selects, and how many a
// filter selects.

extension TableRepository {
    /// The entities `query` selects, in its order, within its page.
    public func fetchAll(_ query: Schema.Query) async throws(RepositoryError) -> [Schema.Entity] {
        let query = try validate { () throws(ValidationError) in try query.validated() }
        return try await mapErrors { () throws(DataSourceError) in
            try Self.entities(of: await dataSource.fetchAll(query))
        }
    }

    /// How many entities `filter` selects.
    public func count(matching filter: Schema.Filter) async throws(RepositoryError) -> Int {
        try await mapErrors { () throws(DataSourceError) in try await dataSource.count(matching: filter) }
    }

    /// Each record's ``TableRecord/toDomain()``, in order.
    static func entities(of records: [Schema.Record]) throws(DataSourceError) -> [Schema.Entity] {
        try records.map { record throws(DataSourceError) in try record.toDomain() }
    }
}
