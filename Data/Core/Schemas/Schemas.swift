import Domain

/// Every entity the stores serve, in the order their tables are created and loaded (a table
/// after the tables it refers to). The one list that adding an entity extends: stores create,
/// load, reset and check their tables from it, so no store names an entity.
package enum Schemas {
    /// The schemas, referred-to tables first: as listed, each moved after the tables it refers
    /// to, since the scaffold keeps the list sorted by name (`Milestone` refers to `projects`).
    package static let all = referredFirst(listed)

    /// The schemas as the scaffold lists them, sorted by name.
    private static let listed: [any StoreSchema.Type] = [
        // scaffold:schemas:begin
        ProjectSchema.self,
        TodoSchema.self,
        // scaffold:schemas:end
    ]

    /// `listed` in its order, except that a schema comes after every listed table it refers to.
    static func referredFirst(_ listed: [any StoreSchema.Type]) -> [any StoreSchema.Type] {
        ReferenceOrder.referredFirst(listed, name: { $0.table }, refersTo: { $0.referredTables })
    }
}

extension EntitySchema {
    /// The tables this one's references name.
    package static var referredTables: [String] { references.map(\.table) }
}

/// A schema every kind of store can serve: the store-neutral description plus each store's mapping.
package protocol StoreSchema: SQLiteTableSchema, RemoteTableSchema {}
