import Domain
import Foundation

/// The one repository, generic over an entity's ``TableSchema``: validates with the Domain
/// rules, maps values to records and back, and turns every data-source failure into a
/// ``/Domain/RepositoryError``. The store behind it is whichever ``TableDataSource`` the
/// composition root hands it; integrity rules (unique keys, references) are the data source's to
/// enforce atomically, since only the store can check them without a race.
///
/// Each entity names it and states its Domain protocol in a file of its own
/// (`TodoRepositoryImpl.swift`): `TodoRepositoryImpl` is `TableRepository<TodoSchema>`. What
/// addresses one entity by its id (fetch, update, delete) is in `TableRepository+ByID.swift`,
/// what selects and counts by a query in `TableRepository+Queries.swift`.
public final class TableRepository<Schema: TableSchema>: Sendable {
    let dataSource: any TableDataSource<Schema>
    let now: @Sendable () -> Date

    /// Makes a repository over `dataSource`; `now` stamps `updatedAt` (inject a fixed clock in tests).
    public init(dataSource: any TableDataSource<Schema>, now: @escaping @Sendable () -> Date = Date.init) {
        self.dataSource = dataSource
        self.now = now
    }

    /// The entity whose unique key kept in `column` is `value`'s (``/Domain/TextRules/uniquenessKey(_:)``),
    /// or nil: what each entity's lookup by a unique field (`fetch(name:)`) asks the store.
    func fetch(unique column: String, matching value: String) async throws(RepositoryError) -> Schema.Entity? {
        try await mapErrors { () throws(DataSourceError) in
            try await dataSource.fetch(unique: column, key: TextRules.uniquenessKey(value))?.toDomain()
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

    /// Every change committed through this repository's store from now on, one change set per commit.
    public func changes() -> AsyncStream<ChangeSet<UUID>> {
        dataSource.changes()
    }

    func mapErrors<T>(_ body: () async throws(DataSourceError) -> T) async throws(RepositoryError) -> T {
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
