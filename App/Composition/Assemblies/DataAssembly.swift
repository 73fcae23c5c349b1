import DI
import Data

/// Registers the open ``/Data/DataStore`` for the chosen location, and each entity's data source
/// over it. The store is shared for the container's lifetime: one database connection, one file,
/// one HTTP session.
public struct DataAssembly: Assembly {
    /// Where the store is.
    public let location: StoreLocation

    /// An assembly for the store at `location`.
    public init(location: StoreLocation) {
        self.location = location
    }

    /// Registers the store and the data sources.
    public func assemble(container: Container) {
        let location = location
        container.shared(DataStore.self) { _ in try StoreOpening.open(location) }
        // One line per entity; scripts/scaffold inserts new entities' lines here.
        // scaffold:data-sources:begin
        container.shared((any ProjectDataSource).self) { try $0.resolved(DataStore.self).projectDataSource() }
        container.shared((any TodoDataSource).self) { try $0.resolved(DataStore.self).todoDataSource() }
        // scaffold:data-sources:end
    }
}
