import Data
import PostgreSQLStore
import TestSupport

/// A PostgreSQL store on a new, empty schema of the test server, opened off the cooperative
/// pool (opening connects and migrates on the calling thread).
enum PostgreSQLTestStore {
    static func open() async throws -> (DataStore, PostgreSQLTestSchema) {
        let schema = try await offCooperativePool { try PostgreSQLTestSchema() }
        let store = try await offCooperativePool { try DataStore.postgres(url: schema.url) }
        return (store, schema)
    }
}
