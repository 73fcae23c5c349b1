import Data
import Domain
import Foundation

/// A PostgreSQL database: what every entity's ``PostgreSQLTable`` shares.
///
/// Concurrency design: a small pool of connections (``PostgreSQLConnectionPool``), each on a
/// thread of its own, since every libpq call blocks until the server answers. A data-source call
/// borrows one connection for its whole statement or transaction, so it costs one hop to that
/// thread and back, never one per row; the awaiting task is suspended meanwhile and the
/// cooperative pool stays free. Several processes may share the database: the server serialises what must be serialised, and constraints are the server's.
///
/// Change sets are published for writes made through this store, after they commit; writes of
/// other processes are not seen (no `LISTEN`).
final class PostgreSQLStore: Sendable {
    let pool: PostgreSQLConnectionPool
    /// Each table's change sets, published by its data source after each commit.
    let changes = ChangeBroadcaster()
    /// The tables no entity of the app has, recorded in the database when it opened.
    let unknownTables: [String]

    /// How many connections one store opens at most: enough for reads beside a write on a
    /// small machine, few enough that several app processes fit the server's 100 connections.
    static let maximumConnections = 4

    private init(url: String, unknownTables: [String]) {
        self.unknownTables = unknownTables
        pool = PostgreSQLConnectionPool(url: url, maximumConnections: Self.maximumConnections)
    }

    deinit {
        changes.finish()
    }

    /// Connects to `url` on the calling thread, migrates the database and creates the tables it
    /// lacks; the store's own connections open on first need. A database migrated by a newer
    /// version of the app is refused, untouched.
    static func open(url: String) throws(DataSourceError) -> PostgreSQLStore {
        let unknownTables: [String]
        do throws(PostgreSQLMigrationError) {
            let connection: PostgreSQLConnection
            do throws(PostgreSQLError) {
                connection = try PostgreSQLConnection(url: url)
            } catch {
                throw .postgres(error)
            }
            unknownTables = try PostgreSQLSchema.prepare(connection)
        } catch {
            switch error {
            case .postgres(let failure): throw DataSourceError(postgreSQLError: failure)
            case .newerSchema, .clashingSteps:
                throw .storage(FailureEvidence(error.description, underlying: error))
            }
        }
        return PostgreSQLStore(url: url, unknownTables: unknownTables)
    }

    /// Ends every session the store has on the server once the calls running now are done;
    /// later calls fail with `.storage` ("the database was closed"). See ``/Data/DataStore/close()``.
    func close() async {
        await pool.close()
    }

    /// Runs `body` with a session of its own, on its connection's thread.
    func run<T: Sendable>(
        _ body: @escaping @Sendable (PostgreSQLSession) throws(DataSourceError) -> T
    ) async throws(DataSourceError) -> T {
        try await pool.withConnection { connection throws(DataSourceError) in
            try body(PostgreSQLSession(connection: connection))
        }
    }
}
