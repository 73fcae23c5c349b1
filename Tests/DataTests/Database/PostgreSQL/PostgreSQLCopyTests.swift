import Foundation
import Testing

@testable import Data
@testable import PostgreSQLStore

@Suite(
    "COPY loads many rows in one statement, all or nothing",
    .enabled(if: PostgreSQLTestServer.isAvailable, PostgreSQLTestServer.skipReason))
struct PostgreSQLCopyTests {
    private static let table = """
        CREATE TABLE todos (
            id uuid PRIMARY KEY, title text NOT NULL, is_completed boolean NOT NULL, priority integer NOT NULL,
            due_date bigint, project_id text, created_at bigint NOT NULL, score double precision
        )
        """
    private static let columns = [
        "id", "title", "is_completed", "priority", "due_date", "project_id", "created_at", "score",
    ]

    /// Row `index` of a batch: every column type, NULLs on every third row.
    private static func row(_ index: Int, id: UUID) -> [PostgreSQLValue] {
        let nulls = index.isMultiple(of: 3)
        return [
            .uuid(id), .text("Todo \(index) ✓ 'quoted'"), .bool(index.isMultiple(of: 2)), .int(index % 3),
            nulls ? .null : .int64(Int64(index) * 1000), nulls ? .null : .uuid(id),
            .int64(1_767_225_600_000 + Int64(index)),
            nulls ? .null : .double(Double(index) / 4),
        ]
    }

    private func count(_ connection: PostgreSQLConnection) throws -> Int {
        try connection.query("SELECT count(*) FROM todos").decode(Int.self, row: 0, column: 0)
    }

    @Test("100,000 rows of every type are stored as written")
    func hundredThousandRows() throws {
        let schema = try PostgreSQLTestSchema()
        defer { schema.drop() }
        let connection = try schema.connect()
        try connection.execute(Self.table)
        let ids = (0..<100_000).map { _ in UUID() }

        let copied = try connection.copy(into: ["todos"], columns: Self.columns) {
            (writer: inout PostgreSQLCopyWriter) throws(PostgreSQLError) in
            for (index, id) in ids.enumerated() { try writer.appendRow(Self.row(index, id: id)) }
        }

        #expect(copied == 100_000)
        let totals = try connection.query(
            """
            SELECT count(*), sum(priority)::bigint, count(due_date), sum(created_at - 1767225600000)::bigint,
                count(*) FILTER (WHERE is_completed)
            FROM todos
            """)
        #expect(
            try (0..<5).map { try totals.decode(Int.self, row: 0, column: $0) } == [
                100_000, 99_999, 66_666, 4_999_950_000, 50_000,
            ])
        for index in [0, 1, 99_998, 99_999] {
            let stored = try connection.query(
                "SELECT \(Self.columns.joined(separator: ", ")) FROM todos WHERE id = $1", [.uuid(ids[index])])
            let expected = Self.row(index, id: ids[index])
            #expect(try stored.decode(String.self, row: 0, column: 1) == "Todo \(index) ✓ 'quoted'")
            #expect(try stored.decode(Bool.self, row: 0, column: 2) == index.isMultiple(of: 2))
            #expect(
                try stored.decodeIfPresent(Int64.self, row: 0, column: 4)
                    == (expected[4] == .null ? nil : Int64(index) * 1000))
            #expect(
                try stored.decodeIfPresent(UUID.self, row: 0, column: 5) == (expected[5] == .null ? nil : ids[index]))
            #expect(
                try stored.decodeIfPresent(Double.self, row: 0, column: 7)
                    == (expected[7] == .null ? nil : Double(index) / 4))
        }
    }

    @Test("a duplicate key among the rows stores none of them, and the connection goes on")
    func duplicateStoresNothing() throws {
        let schema = try PostgreSQLTestSchema()
        defer { schema.drop() }
        let connection = try schema.connect()
        try connection.execute(Self.table)
        let id = UUID()

        let error = #expect(throws: PostgreSQLError.self) {
            try connection.copy(into: ["todos"], columns: Self.columns) {
                (writer: inout PostgreSQLCopyWriter) throws(PostgreSQLError) in
                for index in 0..<1000 { try writer.appendRow(Self.row(index, id: index == 500 ? id : UUID())) }
                try writer.appendRow(Self.row(1000, id: id))
            }
        }

        #expect(error?.condition == .uniqueViolation && error?.statement?.hasPrefix("COPY \"todos\"") == true)
        #expect(try count(connection) == 0)
    }

    @Test("a batch that throws half-way stores nothing; its own error comes back")
    func throwingBatchStoresNothing() throws {
        let schema = try PostgreSQLTestSchema()
        defer { schema.drop() }
        let connection = try schema.connect()
        try connection.execute(Self.table)

        #expect(throws: PostgreSQLTestAbort.self) {
            try connection.copy(into: ["todos"], columns: Self.columns) {
                (writer: inout PostgreSQLCopyWriter) throws(PostgreSQLTestAbort) in
                for index in 0..<10_000 {
                    do { try writer.appendRow(Self.row(index, id: UUID())) } catch { throw PostgreSQLTestAbort() }
                }
                throw PostgreSQLTestAbort()
            }
        }

        #expect(try count(connection) == 0 && !connection.isInTransactionBlock)
    }

    @Test("a value with no binary form for its column is refused by name, and nothing is stored")
    func mismatchedValue() throws {
        let schema = try PostgreSQLTestSchema()
        defer { schema.drop() }
        let connection = try schema.connect()
        try connection.execute(Self.table)
        var values = Self.row(1, id: UUID())
        values[3] = .text("high")

        let error = #expect(throws: PostgreSQLError.self) {
            try connection.copy(into: ["todos"], columns: Self.columns) {
                (writer: inout PostgreSQLCopyWriter) throws(PostgreSQLError) in
                try writer.appendRow(Self.row(0, id: UUID()))
                try writer.appendRow(values)
            }
        }

        #expect(error?.kind == .encoding && error?.message.contains("column \"priority\" is integer") == true)
        #expect(try count(connection) == 0)
    }

    @Test("a COPY inside a transaction is undone with it")
    func copyInTransaction() throws {
        let schema = try PostgreSQLTestSchema()
        defer { schema.drop() }
        let connection = try schema.connect()
        try connection.execute(Self.table)
        #expect(throws: PostgreSQLTestAbort.self) {
            try connection.transaction { () throws(PostgreSQLTestAbort) in
                _ = try connection.copy(into: ["todos"], columns: Self.columns) {
                    (writer: inout PostgreSQLCopyWriter) throws(PostgreSQLTestAbort) in
                    do { try writer.appendRow(Self.row(0, id: UUID())) } catch { throw PostgreSQLTestAbort() }
                }
                throw PostgreSQLTestAbort()
            }
        }
        #expect(try count(connection) == 0)
    }
}
