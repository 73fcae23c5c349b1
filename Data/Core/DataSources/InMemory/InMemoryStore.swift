import Domain
import Foundation

/// Every entity's records held in memory, for previews and tests: the same rules as every other
/// store (the `TableSet` the file store checks with too), the same query meaning (Domain's
/// reference evaluation), and change sets after every write.
///
/// An actor, so that each write is atomic; `seed` and `reset` put it in a known state.
public actor InMemoryStore: TableSetStore {
    private var tables = TableSet()
    package nonisolated let changes = ChangeBroadcaster()

    /// Makes an empty store.
    public init() {}

    /// Adds `projects`, then `todos`, all or nothing together, without publishing changes: a
    /// known state for a preview or a test to start from, todos filed in those projects. Each
    /// entity the scaffold generates adds its own `seed` of one entity (`seed(projects:)`,
    /// `seed(todos:)`, in `InMemoryStore+Projects.swift`...) over `seed(_:in:)`.
    public func seed(projects: [Project], todos: [Todo]) throws(RepositoryError) {
        var seeded = tables
        try Self.add(projects, in: ProjectSchema.self, to: &seeded)
        try Self.add(todos, in: TodoSchema.self, to: &seeded)
        tables = seeded
    }

    /// Adds `entities` of one schema, all or nothing, without publishing changes: the one
    /// extension point every entity's `seed` calls, so the store names no entity but the two above.
    func seed<Schema: EntitySchema>(_ entities: [Schema.Entity], in schema: Schema.Type) throws(RepositoryError) {
        var seeded = tables
        try Self.add(entities, in: schema, to: &seeded)
        tables = seeded
    }

    private static func add<Schema: EntitySchema>(
        _ entities: [Schema.Entity], in schema: Schema.Type, to tables: inout TableSet
    ) throws(RepositoryError) {
        let records = try validate { () throws(ValidationError) in
            try entities.map { entity throws(ValidationError) in Schema.Record(try entity.validated()) }
        }
        do throws(DataSourceError) {
            tables.apply(try tables.insertion(of: records, in: schema))
        } catch {
            throw error.toRepositoryError(entity: Schema.entityName)
        }
    }

    /// Removes every record of every entity, without publishing changes.
    public func reset() {
        tables.removeAll()
    }

    package func read<T: Sendable>(_ body: (TableSet) throws(DataSourceError) -> T) throws(DataSourceError) -> T {
        try body(tables)
    }

    package func write<T: Sendable>(
        _ plan: (TableSet) throws(DataSourceError) -> (TableChange, T)
    ) throws(DataSourceError) -> T {
        let (change, result) = try plan(tables)
        changes.publish(tables.apply(change))
        return result
    }
}

extension DataStore {
    /// A store in memory: empty, or `store` when a preview or test seeded one.
    public static func inMemory(_ store: InMemoryStore = InMemoryStore()) -> DataStore {
        DataStore(backend: store)
    }
}
