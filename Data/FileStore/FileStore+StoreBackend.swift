import Data

extension FileStore: StoreBackend {
    nonisolated func table<Schema: StoreSchema>(_: Schema.Type) -> any TableDataSource<Schema> {
        LocalTable<FileStore, Schema>(store: self)
    }
}
