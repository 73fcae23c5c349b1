import Data

extension RemoteStore: StoreBackend {
    func table<Schema: StoreSchema>(_: Schema.Type) -> any TableDataSource<Schema> {
        RemoteTable<Schema>(store: self)
    }
}
