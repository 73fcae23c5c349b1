import Data
import Foundation
import PostgreSQLStore
import Synchronization

/// One todo by primary key, the way a repository's `fetch(id:)` does it: an `await` on one of
/// the connection pool's connections, the prepared statement run on that connection's thread,
/// the task resumed and the row decoded. Beside pgbench running the same lookup with a prepared statement on one connection,
/// which is one loopback round trip and nothing else. Goal: at most 1.3x (issue 18).
///
/// Ids are `md5(n)::uuid` for n in 0..<100,000, so pgbench (which can only draw integers) looks up
/// the same keys; both draw 20,000 of them at random. Wall clock: the work is on the server.
struct PostgreSQLLookupBenchmarks: SingleCaseSuite {
    let name = "postgres-lookup"
    static let caseName = "PostgreSQL: fetch one todo by id through the pool vs pgbench -M prepared"
    static let rowCount = 100_000
    static let lookups = 20_000
    static let select = "SELECT id, title, is_completed, priority, created_at FROM bench_lookup WHERE id = $1"

    func makeCase(sink: Sink) throws -> BenchmarkCase {
        let url = try BenchSetup.postgreSQLServer()
        let pgbench = try Self.pgbenchExecutable()
        let connection = try PostgreSQLConnection(url: url)
        try connection.execute(
            """
            DROP TABLE IF EXISTS bench_lookup;
            CREATE TABLE bench_lookup AS
                SELECT md5(n::text)::uuid AS id, 'Todo number ' || n AS title, n % 5 = 0 AS is_completed,
                       (n % 3)::integer AS priority, 1767225600000 + n AS created_at
                FROM generate_series(0, \(Self.rowCount - 1)) AS n;
            ALTER TABLE bench_lookup ADD PRIMARY KEY (id);
            ANALYZE bench_lookup;
            """)
        let idRows = try connection.query("SELECT id FROM bench_lookup")
        let ids = try (0..<idRows.rowCount).map { try idRows.decode(UUID.self, row: $0, column: 0) }
        let folder = try BenchSetup.freshFolder("bench-postgres-lookup")
        let script = folder.appendingPathComponent("lookup.sql")
        try """
        \\set n random(0, \(Self.rowCount - 1))
        SELECT id, title, is_completed, priority, created_at FROM bench_lookup WHERE id = md5(:n::text)::uuid;

        """.write(to: script, atomically: true, encoding: .utf8)

        let pool = PostgreSQLConnectionPool(url: url, maximumConnections: 1)
        guard let first = ids.first, try Self.lookUp(ids: [first], count: 1, pool: pool) == 1 else {
            throw BenchSetupError("the lookup through the pool did not find the todo")
        }
        var benchmarkCase = BenchmarkCase(
            Self.caseName, goal: .ratio(1.3),
            subject: { iterations in
                sink.blackHole((try? Self.lookUp(ids: ids, count: iterations, pool: pool)) ?? -1)
            },
            baseline: { iterations in
                let arguments = ["-n", "-M", "prepared", "-c", "1", "-t", "\(iterations)", "-f", script.path, url]
                let output = try? ChildProcess.run(pgbench, arguments, environment: ["PATH": "/usr/bin:/bin"])
                sink.blackHole(output?.status == 0 ? output?.stdout.utf8.count ?? -1 : -1)
            })
        benchmarkCase.measuresWallTime = true
        benchmarkCase.fixedIterations = Self.lookups
        benchmarkCase.rounds = 7
        return benchmarkCase
    }

    /// `count` lookups of random ids, awaited one after another from a task, as a repository
    /// would; returns how many found their row. The calling (benchmark) thread waits meanwhile.
    static func lookUp(ids: [UUID], count: Int, pool: PostgreSQLConnectionPool) throws -> Int {
        let found = Mutex<Result<Int, PostgreSQLError>>(.success(0))
        let done = DispatchSemaphore(value: 0)
        Task {
            var hits = 0
            do throws(PostgreSQLError) {
                for _ in 0..<count {
                    let id = ids[Int.random(in: 0..<ids.count)]
                    hits += try await pool.withConnection { connection throws(PostgreSQLError) in
                        let row = try connection.run(prepared: select, [.text(id.uuidString)])
                        guard row.rowCount == 1 else { return 0 }
                        _ = try row.decode(String.self, row: 0, column: 1)
                        return try row.decode(UUID.self, row: 0, column: 0) == id ? 1 : 0
                    }
                }
                found.withLock { $0 = .success(hits) }
            } catch {
                found.withLock { $0 = .failure(error) }
            }
            done.signal()
        }
        done.wait()
        return try found.withLock { $0 }.get()
    }

    /// pgbench from the server's own folder (Debian keeps it off PATH), or from PATH.
    static func pgbenchExecutable() throws -> String {
        let root = "/usr/lib/postgresql"
        let versions = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        let candidates =
            versions.sorted { $0.compare($1, options: .numeric) == .orderedDescending }.map {
                "\(root)/\($0)/bin/pgbench"
            }
            + ["/usr/bin/pgbench", "/usr/local/bin/pgbench"]
        guard let found = candidates.first(where: FileManager.default.isExecutableFile(atPath:)) else {
            throw BenchSetupError("pgbench not found; scripts/lib/ensure-postgres installs it")
        }
        return found
    }
}
