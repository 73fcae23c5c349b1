import Data

extension SQLiteStore: StoreBackend {
    func table<Schema: StoreSchema>(_: Schema.Type) -> any TableDataSource<Schema> {
        SQLiteTable<Schema>(store: self)
    }
}

extension SQLiteSession: SQLRecordWriter {}
