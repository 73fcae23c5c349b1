import DI
import Data
import FileStore
import Foundation
import PostgreSQLStore
import RemoteStore
import SQLiteStore

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
        container.shared(DataStore.self) { _ in try Self.openStore(at: location) }
        // One line per entity; scripts/scaffold inserts new entities' lines here.
        // scaffold:data-sources:begin
        container.shared((any ProjectDataSource).self) { try $0.resolved(DataStore.self).projectDataSource() }
        container.shared((any TodoDataSource).self) { try $0.resolved(DataStore.self).todoDataSource() }
        // scaffold:data-sources:end
    }

    /// The store `location` names, opened: the one place that knows which `DataStore` each kind
    /// of location becomes, so adding a kind of store means one case here. A SQLite or file store
    /// creates its folder (and the folders above it) on first use.
    public static func openStore(at location: StoreLocation) throws(StoreOpeningError) -> DataStore {
        do throws(DataSourceError) {
            switch location {
            case .memory: return .inMemory()
            case .sqlite(let path): return try .sqlite(path: path)
            case .file(let directory): return try .file(at: URL(fileURLWithPath: directory, isDirectory: true))
            case .remote(let url, let token, let timeout):
                // Nothing is contacted yet: an unreachable server is reported by the first command
                // that needs it, as `.unavailable` with the evidence.
                var settings = NetworkSettings(authorizer: token.map(BearerTokenAuthorizer.init))
                if let timeout { settings.timeout = timeout }
                return .remote(baseURL: url, configuration: settings)
            case .postgres(let address):
                // Connects and migrates now: a server that is down, or a database from a newer
                // version, is reported before any command runs.
                return try .postgres(url: address.connectionURL)
            }
        } catch {
            throw StoreOpeningError(location: location, reason: error.description, underlying: error)
        }
    }
}
