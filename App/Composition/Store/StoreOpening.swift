import Data
import FileStore
import Foundation
import PostgreSQLStore
import RemoteStore
import SQLiteStore

/// Opens the store a ``StoreLocation`` names: the one place that knows which `DataStore` each kind
/// of location becomes. Adding a kind of store means one case here.
public enum StoreOpening {
    /// The open store; a SQLite or file store creates its folder (and the folders above it) on
    /// first use.
    public static func open(_ location: StoreLocation) throws(StoreOpeningError) -> DataStore {
        switch location {
        case .memory:
            return .inMemory()
        case .sqlite(let path):
            do {
                return try .sqlite(path: path)
            } catch {
                throw StoreOpeningError(location: location, reason: error.description, underlying: error)
            }
        case .file(let directory):
            do {
                return try .file(at: URL(fileURLWithPath: directory, isDirectory: true))
            } catch {
                throw StoreOpeningError(location: location, reason: error.description, underlying: error)
            }
        case .remote(let url, let token, let timeout):
            // Nothing is contacted yet: an unreachable server is reported by the first command
            // that needs it, as `.unavailable` with the evidence.
            var settings = NetworkSettings(authorizer: token.map(BearerTokenAuthorizer.init))
            if let timeout { settings.timeout = timeout }
            return .remote(baseURL: url, configuration: settings)
        case .postgres(let address):
            // Connects and migrates now: a server that is down, or a database from a newer
            // version, is reported before any command runs.
            do {
                return try .postgres(url: address.connectionURL)
            } catch {
                throw StoreOpeningError(location: location, reason: error.description)
            }
        }
    }
}
