import Domain

/// Every entity the stores serve, in the order their tables are created and loaded (a table
/// after the tables it refers to). The one list that adding an entity extends: stores create,
/// load, reset and check their tables from it, so no store names an entity.
package enum Schemas {
    /// The schemas, referred-to tables first. The scaffold keeps them so: it adds an entity's
    /// schema at the end, after those of the entities it refers to, which it generated before
    /// (and moves it when a later `--add-field` refers to one listed after it).
    package static let all: [any StoreSchema.Type] = [
        // scaffold:schemas:begin
        ProjectSchema.self,
        TodoSchema.self,
        // scaffold:schemas:end
    ]
}

/// A schema every kind of store can serve: the store-neutral description plus each store's mapping.
package protocol StoreSchema: SQLiteTableSchema, RemoteTableSchema {}
