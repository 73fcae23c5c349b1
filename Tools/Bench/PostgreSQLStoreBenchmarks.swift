import Data
import Domain
import Foundation
import PostgreSQLStore

/// The PostgreSQL store through its repository, beside the server's own tools doing the same work
/// on the same table in the same run (issue 18's goals, each at most 1.3x):
/// - batch create of 100,000 todos (`createAll`, one transaction) vs `psql` running the same
///   `TRUNCATE` and `\copy todos FROM` a file of the same rows;
/// - `fetchAll` of 100,000 vs `psql -c "\copy (SELECT ... ORDER BY ...) TO /dev/null"`, the same
///   query in the same order;
/// - 10,000 `fetch(id:)` calls, awaited one after another, vs pgbench running the same lookup
///   by primary key with a prepared statement on one connection.
///
/// Each figure is per todo or per call; wall clock, since the work is on the server and the
/// store's threads. The store's database is made anew on every run (`bench_store`).
struct PostgreSQLStoreBenchmarks: BenchmarkSuite {
    let name = "postgres-store"
    static let rowCount = 100_000
    static let lookupCount = 10_000
    static let createCase = "PostgreSQL store: batch create 100,000 todos, per todo, vs psql \\copy"
    static let fetchAllCase = "PostgreSQL store: fetchAll of 100,000 todos, per todo, vs psql \\copy TO /dev/null"
    static let lookupCase = "PostgreSQL store: 10,000 fetch(id:) calls, per call, vs pgbench select by key"
    /// The todos table's columns, as the COPY suite names them.
    static let columns = PostgreSQLBenchmarks.columns

    func makeCases(sink: Sink) throws -> [BenchmarkCase] {
        guard isAsked(for: [Self.createCase, Self.fetchAllCase, Self.lookupCase]) else { return [] }
        guard let server = ProcessInfo.processInfo.environment["POSTGRES_BENCH_URL"], !server.isEmpty,
            var components = URLComponents(string: server)
        else {
            throw BenchSetupError("POSTGRES_BENCH_URL is not set; scripts/bench starts a cluster and sets it")
        }
        try PostgreSQLConnection(url: server).execute("DROP DATABASE IF EXISTS bench_store WITH (FORCE)")
        try PostgreSQLConnection(url: server).execute("CREATE DATABASE bench_store")
        components.path = "/bench_store"
        let url = components.string ?? server

        let todos = Self.todos()
        let store = try DataStore.postgres(url: url)
        let repository = TodoRepositoryImpl(dataSource: store.todoDataSource())
        let admin = try PostgreSQLConnection(url: url)
        let folder = try BenchSetup.freshFolder("bench-postgres-store")
        let file = folder.appendingPathComponent("todos.tsv")
        // The store keeps flags as 0/1 integers (see `PostgreSQLSchema`).
        let rows = PostgreSQLBenchmarks.copyText(todos.map(TodoRecord.init), isCompleted: { $0 ? "1" : "0" })
        try rows.write(to: file, atomically: true, encoding: .utf8)
        let psql = Psql(url: url)
        let list = Self.columns.joined(separator: ", ")
        let copyIn = ["-c", "TRUNCATE todos", "-c", "\\copy todos (\(list)) FROM '\(file.path)'"]
        let copyOut = ["-c", "\\copy (SELECT \(list) FROM todos ORDER BY created_at, id) TO '/dev/null'"]

        // Both sides store the same rows: the store's, then psql's, compared by fingerprint.
        _ = try waitFor { try await repository.createAll(todos) }
        let fromStore = try psql.run(["-At", "-c", Self.fingerprint])
        _ = try psql.run(copyIn)
        guard try psql.run(["-At", "-c", Self.fingerprint]) == fromStore, fromStore.hasPrefix("\(Self.rowCount)|")
        else { throw BenchSetupError("the store and psql \\copy store different rows") }
        guard try waitFor({ try await repository.fetchAll(.all) }).count == Self.rowCount else {
            throw BenchSetupError("fetchAll did not return every todo")
        }
        let script = folder.appendingPathComponent("lookup.sql")
        try Self.lookupScript.write(to: script, atomically: true, encoding: .utf8)
        let pgbench = try PostgreSQLLookupBenchmarks.pgbenchExecutable()
        let lookups = { (count: Int) in
            try ChildProcess.run(
                pgbench, ["-n", "-M", "prepared", "-c", "1", "-t", "\(count)", "-f", script.path, url],
                environment: ["PATH": "/usr/bin:/bin"])
        }
        // A baseline that fails at once would look fast: check that it runs before timing it.
        let trial = try lookups(10)
        guard trial.status == 0, trial.stdout.contains("actually processed: 10/10") else {
            throw BenchSetupError("pgbench's lookup failed: \(trial.stderr)")
        }

        // Made before timing, as pgbench's are drawn by pgbench: the row times fetch(id:), not
        // the parsing of an id's text.
        let lookupIDs = (0..<Self.lookupCount).map { Self.id(($0 * 7919) % Self.rowCount + 1) }

        return [
            Self.timedCase(
                Self.createCase, size: Self.rowCount, rounds: 5,
                subject: { _ in
                    _ = try? admin.execute("TRUNCATE todos")
                    sink.blackHole((try? waitFor { try await repository.createAll(todos) })?.count ?? -1)
                },
                baseline: { _ in sink.blackHole((try? psql.run(copyIn))?.utf8.count ?? -1) }),
            Self.timedCase(
                Self.fetchAllCase, size: Self.rowCount, rounds: 11,
                subject: { _ in sink.blackHole((try? waitFor { try await repository.fetchAll(.all) })?.count ?? -1) },
                baseline: { _ in sink.blackHole((try? psql.run(copyOut))?.utf8.count ?? -1) }),
            Self.timedCase(
                Self.lookupCase, size: Self.lookupCount, rounds: 7,
                subject: { iterations in
                    let found = try? waitFor {
                        var found = 0
                        for index in 0..<iterations {
                            let id = lookupIDs[index % lookupIDs.count]
                            found += try await repository.fetch(id: id).isCompleted ? 1 : 0
                        }
                        return found
                    }
                    sink.blackHole(found ?? -1)
                },
                baseline: { iterations in
                    let output = try? lookups(iterations)
                    sink.blackHole(output?.status == 0 ? output?.stdout.utf8.count ?? -1 : -1)
                }),
        ]
    }

    /// The id of todo `number` (1...rowCount): one pgbench can compute from an integer too.
    static func id(_ number: Int) -> UUID {
        let hex = String(number, radix: 16, uppercase: true)
        let eight = String(repeating: "0", count: max(0, 8 - hex.count)) + hex
        let twelve = String(repeating: "0", count: max(0, 12 - hex.count)) + hex
        return UUID(uuidString: "\(eight)-0000-4000-8000-\(twelve)") ?? UUID()
    }

    /// pgbench's side of the lookup: the same statement the store prepares, on the same ids.
    static let lookupScript = """
        \\set n random(1, \(rowCount))
        SELECT \(columns.map { "\"\($0)\"" }.joined(separator: ", ")) FROM "todos" WHERE "id" = \
        upper(lpad(to_hex(:n::bigint), 8, '0') || '-0000-4000-8000-' || lpad(to_hex(:n::bigint), 12, '0'));

        """

    /// 100,000 todos with every column filled somewhere, ids from ``id(_:)``.
    static func todos() -> [Todo] {
        (1...rowCount).map(todo)
    }

    private static func todo(_ number: Int) -> Todo {
        let start = Date(timeIntervalSince1970: 1_767_225_600)
        let notes = number % 3 == 0 ? "Some longer notes for todo \(number), as people write them." : ""
        let due: Date? = number % 2 == 0 ? start.addingTimeInterval(Double(number) * 60) : nil
        let created = start.addingTimeInterval(Double(number) / 1000)
        return Todo(
            id: id(number), title: "Todo number \(number)", notes: notes, isCompleted: number % 4 == 0,
            priority: Priority.allCases[number % 3], dueDate: due, createdAt: created)
    }

    /// One line that differs when any stored value differs.
    static let fingerprint = """
        SELECT count(*) || '|' || md5(string_agg(concat_ws(',', id, title, notes, is_completed, priority,
            due_date, project_id, created_at, updated_at), ';' ORDER BY id)) FROM todos
        """

    private static func timedCase(
        _ name: String, size: Int, rounds: Int,
        subject: @escaping (_ iterations: Int) -> Void, baseline: @escaping (_ iterations: Int) -> Void
    ) -> BenchmarkCase {
        var benchmarkCase = BenchmarkCase(name, goal: .ratio(1.3), subject: subject, baseline: baseline)
        benchmarkCase.fixedIterations = size
        benchmarkCase.rounds = rounds
        benchmarkCase.measuresWallTime = true
        return benchmarkCase
    }
}
