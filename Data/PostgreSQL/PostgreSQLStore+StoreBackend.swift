import Data

extension PostgreSQLStore: StoreBackend {
    func table<Schema: StoreSchema>(_: Schema.Type) -> any TableDataSource<Schema> {
        PostgreSQLTable<Schema>(store: self)
    }
}

extension PostgreSQLSession: SQLRecordWriter {}
