import Domain
import Foundation

/// The one repository, generic over an entity's ``TableSchema``: validates with the Domain
/// rules, maps values to records and back, and turns every data-source failure into a
/// ``/Domain/RepositoryError``. The store behind it is whichever ``TableDataSource`` the
/// composition root hands it; integrity rules (unique keys, references) are the data source's to
/// enforce atomically, since only the store can check them without a race.
///
/// Each entity names it and states its Domain protocol in a file of its own
/// (`TodoRepositoryImpl.swift`): `TodoRepositoryImpl` is `TableRepository<TodoSchema>`.
public final class TableRepository<Schema: TableSchema>: Sendable {
    private let dataSource: any TableDataSource<Schema>
    private let now: @Sendable () -> Date

    /// Makes a repository over `dataSource`; `now` stamps `updatedAt` (inject a fixed clock in tests).
    public init(dataSource: any TableDataSource<Schema>, now: @escaping @Sendable () -> Date = Date.init) {
        self.dataSource = dataSource
        self.now = now
    }

    /// The entities `query` selects, in its order, within its page.
    public func fetchAll(_ query: Schema.Query) async throws(RepositoryError) -> [Schema.Entity] {
        let query = try validate { () throws(ValidationError) in try query.validated() }
        return try await mapErrors { () throws(DataSourceError) in
            try Self.entities(of: await dataSource.fetchAll(query))
        }
    }

    /// The entity with this id; `.notFound` when there is none.
    public func fetch(id: UUID) async throws(RepositoryError) -> Schema.Entity {
        try await mapErrors { () throws(DataSourceError) in
            guard let record = try await dataSource.fetch(id: id) else { throw .notFound(id: id) }
            return try record.toDomain()
        }
    }

    /// At most `limit` entities whose id starts with `idPrefix`, in id order (none when `limit`
    /// is 0 or less).
    public func fetch(idPrefix: IDPrefix, limit: Int) async throws(RepositoryError) -> [Schema.Entity] {
        guard limit > 0 else { return [] }
        return try await mapErrors { () throws(DataSourceError) in
            try Self.entities(of: await dataSource.fetch(idPrefix: idPrefix, limit: limit))
        }
    }

    /// Stores a new entity and returns it as stored (validated and normalised).
    public func create(_ entity: Schema.Entity) async throws(RepositoryError) -> Schema.Entity {
        let valid = try validate { () throws(ValidationError) in try entity.validated() }
        try await mapErrors { () throws(DataSourceError) in try await dataSource.insert([Schema.Record(valid)]) }
        return valid
    }

    /// Stores all of `entities` in one transaction, or none of them when any one fails.
    public func createAll(_ entities: [Schema.Entity]) async throws(RepositoryError) -> [Schema.Entity] {
        let valid = try validate { () throws(ValidationError) in
            try entities.map { entity throws(ValidationError) in try entity.validated() }
        }
        guard !valid.isEmpty else { return [] }
        try await mapErrors { () throws(DataSourceError) in try await dataSource.insert(valid.map(Schema.Record.init)) }
        return valid
    }

    /// Replaces the stored entity with the same id and returns it as stored, stamped. The
    /// entity's `updatedAt` is the version its caller read: when the stored one differs, another
    /// write came in between, and the answer is `.conflict` (changed since read), not an
    /// overwrite of that write.
    public func update(_ entity: Schema.Entity) async throws(RepositoryError) -> Schema.Entity {
        let valid = try validate { () throws(ValidationError) in try entity.validated() }
        let read = valid.updatedAt.millisecondsSince1970
        return try await write(id: valid.id) { stored throws(DataSourceError) in
            guard stored.updatedAt.millisecondsSince1970 == read else { throw .changedSinceRead(id: valid.id) }
            return valid
        }
    }

    /// Changes the stored entity in one store transaction: `change` gets it as stored and sets
    /// the fields it names; the result is validated, stamped and stored, so that no concurrent
    /// change of the other fields is lost. Returns it as stored.
    public func update(
        id: UUID, _ change: @escaping EntityChange<Schema.Entity>
    ) async throws(RepositoryError) -> Schema.Entity {
        try await write(id: id) { stored throws(DataSourceError) in
            var changed = stored
            do throws(ValidationError) {
                try change(&changed)
            } catch {
                throw .invalid(error)
            }
            return changed
        }
    }

    /// Has the data source read the record with `id`, derive the new entity from it with `next`,
    /// and store that validated and stamped, in one transaction. The id stays the one asked for.
    private func write(
        id: UUID, _ next: @escaping @Sendable (Schema.Entity) throws(DataSourceError) -> Schema.Entity
    ) async throws(RepositoryError) -> Schema.Entity {
        let now = now
        return try await mapErrors { () throws(DataSourceError) in
            try await dataSource.modify(id: id) { record throws(DataSourceError) in
                var changed = try next(try record.toDomain())
                guard changed.id == id else {
                    throw .invalid(ValidationError(field: "id", problem: .invalid("an update cannot change the id")))
                }
                changed.updatedAt = Self.stamp(now(), after: record.updatedAt)
                do throws(ValidationError) {
                    return Schema.Record(try changed.validated())
                } catch {
                    throw .invalid(error)
                }
            }
            .toDomain()
        }
    }

    /// The `updatedAt` of a write: now, but always later than the stored one (by at least a
    /// millisecond), so that it tells every version of a record apart even when clocks step back.
    static func stamp(_ now: Date, after stored: Int64) -> Date {
        let milliseconds = now.roundedToMilliseconds.millisecondsSince1970
        return Date(millisecondsSince1970: max(milliseconds, stored + 1))
    }

    /// Removes the entity with this id; `.notFound` when there is none.
    public func delete(id: UUID) async throws(RepositoryError) {
        try await mapErrors { () throws(DataSourceError) in try await dataSource.delete(id: id) }
    }

    /// How many entities `filter` selects.
    public func count(matching filter: Schema.Filter) async throws(RepositoryError) -> Int {
        try await mapErrors { () throws(DataSourceError) in try await dataSource.count(matching: filter) }
    }

    /// Every change committed through this repository's store from now on, one change set per commit.
    public func changes() -> AsyncStream<ChangeSet<UUID>> {
        dataSource.changes()
    }

    /// Each record's ``TableRecord/toDomain()``, in order.
    private static func entities(of records: [Schema.Record]) throws(DataSourceError) -> [Schema.Entity] {
        try records.map { record throws(DataSourceError) in try record.toDomain() }
    }

    private func mapErrors<T>(_ body: () async throws(DataSourceError) -> T) async throws(RepositoryError) -> T {
        do {
            return try await body()
        } catch {
            throw error.toRepositoryError(entity: Schema.entityName)
        }
    }
}

/// Every entity's repository is the one generic repository, so it has the shape all of them share
/// once, whatever the schema; each entity's Domain protocol adds only its types.
extension TableRepository: EntityRepository {}

/// Runs a Domain validation and reports its failure as the repository error callers expect.
func validate<T>(_ body: () throws(ValidationError) -> T) throws(RepositoryError) -> T {
    do {
        return try body()
    } catch {
        throw .validation(error)
    }
}
