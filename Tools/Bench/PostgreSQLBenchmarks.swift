import Data
import Domain
import Foundation
import PostgreSQLStore

/// 100,000 todos read from PostgreSQL beside `psql` doing the same in the same run on the same
/// server; goal: at most 1.3x (issue 18's target): Data's query, every row decoded
/// into a `TodoRecord`, vs `psql -c "\copy (SELECT ...) TO '/dev/null'"`. (The load row, Data's
/// binary COPY against psql's, went with the COPY writer: the store inserts with multi-row INSERTs.)
///
/// The server is the throwaway cluster scripts/bench starts (`POSTGRES_BENCH_URL`); both sides
/// wait on it, so the case times wall clock. psql loads the rows the case reads.
struct PostgreSQLBenchmarks: BenchmarkSuite {
    let name = "postgres"
    static let rowCount = 100_000
    static let fetchCaseName = "PostgreSQL: fetch 100,000 todos (Data, decoded) vs psql \\copy TO /dev/null"
    static let table = "bench_todos"
    /// The todos table's columns, in the order the store's table declares them.
    static let columns = [
        "id", "title", "notes", "is_completed", "priority", "due_date", "project_id", "created_at", "updated_at",
    ]

    func makeCases(sink: Sink) throws -> [BenchmarkCase] {
        guard isAsked(for: [Self.fetchCaseName]) else { return [] }
        let url = try BenchSetup.postgreSQLServer()
        let records = Self.records()
        let folder = try BenchSetup.freshFolder("bench-postgres")
        let file = folder.appendingPathComponent("todos.tsv")
        try Self.copyText(records).write(to: file, atomically: true, encoding: .utf8)
        try PostgreSQLConnection(url: url).execute(Self.createTable)
        let psql = Psql(url: url)
        let columns = Self.columns.joined(separator: ", ")
        _ = try psql.run(["-c", "\\copy \(Self.table) (\(columns)) FROM '\(file.path)'"])
        return [try Self.fetchCase(records: records, url: url, psql: psql, sink: sink)]
    }

    /// The read case; the table holds `records`.
    static func fetchCase(records: [TodoRecord], url: String, psql: Psql, sink: Sink) throws -> BenchmarkCase {
        let fetched = try Self.fetchWithData(url: url)
        guard Set(fetched) == Set(records) else {
            throw BenchSetupError("the todos read back differ from those written")
        }
        let arguments = ["-c", "\\copy (SELECT \(columns.joined(separator: ", ")) FROM \(table)) TO '/dev/null'"]
        var benchmarkCase = BenchmarkCase(
            fetchCaseName, goal: .ratio(1.3),
            subject: { iterations in
                for _ in 0..<iterations { sink.blackHole((try? Self.fetchWithData(url: url))?.count ?? -1) }
            },
            baseline: { iterations in
                for _ in 0..<iterations { sink.blackHole((try? psql.run(arguments))?.utf8.count ?? -1) }
            })
        benchmarkCase.measuresWallTime = true
        benchmarkCase.fixedIterations = 1
        benchmarkCase.rounds = 11
        return benchmarkCase
    }

    /// What the read subject does: connect, select every todo, decode each row, as
    /// the store reads its rows (`PostgreSQLRowReader`); a row whose id is no UUID is an error.
    static func fetchWithData(url: String) throws(PostgreSQLError) -> [TodoRecord] {
        let result = try PostgreSQLConnection(url: url).query("SELECT \(columns.joined(separator: ", ")) FROM \(table)")
        var rows = PostgreSQLRowReader(result)
        var records: [TodoRecord] = []
        records.reserveCapacity(rows.rowCount)
        for row in 0..<Int32(rows.rowCount) {
            rows.row = row
            do {
                records.append(try TodoRecord(row: rows))
            } catch {
                throw PostgreSQLError(kind: .decoding, message: "row \(row): \(error)", statement: nil)
            }
        }
        return records
    }

    static let createTable = """
        DROP TABLE IF EXISTS \(table);
        CREATE TABLE \(table) (
            id uuid PRIMARY KEY, title text NOT NULL, notes text NOT NULL, is_completed bigint NOT NULL,
            priority integer NOT NULL, due_date bigint, project_id uuid, created_at bigint NOT NULL,
            updated_at bigint NOT NULL
        )
        """

    /// 100,000 todos with every column filled somewhere and NULLs in the optional ones.
    static func records() -> [TodoRecord] {
        let projects = (0..<3).map { _ in UUID() }
        let start: Int64 = 1_767_225_600_000
        return (0..<rowCount).map { index in
            let time = Date(millisecondsSince1970: start + Int64(index))
            return TodoRecord(
                Todo(
                    id: UUID(), title: "Todo number \(index) with a title of ordinary length",
                    notes: index % 4 == 0 ? "Remember the receipt" : "", isCompleted: index % 5 == 0,
                    priority: [Priority.low, .medium, .high][index % 3],
                    dueDate: index % 2 == 0 ? Date(millisecondsSince1970: start + Int64(index) * 60_000) : nil,
                    projectID: index % 3 == 0 ? nil : projects[index % 3], createdAt: time, updatedAt: time))
        }
    }

    /// The same rows in COPY's text format: tab-separated, `\N` for NULL, `isCompleted` as the
    /// target column wants it (1/0 for this suite's bigint column by default, as the store's).
    static func copyText(_ records: [TodoRecord], isCompleted: (Bool) -> String = { $0 ? "1" : "0" }) -> String {
        var text = ""
        text.reserveCapacity(records.count * 160)
        for record in records {
            let fields = [
                record.id.uuidString, record.title, record.notes, isCompleted(record.isCompleted),
                String(record.priority), record.dueDate.map(String.init) ?? "\\N",
                record.projectID?.uuidString ?? "\\N", String(record.createdAt), String(record.updatedAt),
            ]
            text += fields.joined(separator: "\t") + "\n"
        }
        return text
    }
}

/// The `psql` shell, run as a child process against one server.
struct Psql {
    let url: String

    /// Runs psql with `arguments` (no psqlrc, quiet, stop at the first error) and returns its output.
    func run(_ arguments: [String]) throws -> String {
        let output = try ChildProcess.run(
            "/usr/bin/psql", ["-X", "-q", "-v", "ON_ERROR_STOP=1", "-d", url] + arguments,
            environment: ["PATH": "/usr/bin:/bin"])
        guard output.status == 0 else { throw BenchSetupError("psql failed: \(output.stderr)") }
        return output.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
