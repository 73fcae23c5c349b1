import Foundation
import Testing

@testable import Data
@testable import PostgreSQLStore

@Suite(
    "Every type the entities use goes to PostgreSQL and back unchanged, in binary and in text",
    .enabled(if: PostgreSQLTestServer.isAvailable, PostgreSQLTestServer.skipReason))
struct PostgreSQLValueTests {
    private static let table = """
        CREATE TABLE samples (
            id uuid PRIMARY KEY, title text, done boolean, rank integer, small smallint,
            at_ms bigint, score double precision, owner_text text
        )
        """
    private static let insert = """
        INSERT INTO samples (id, title, done, rank, small, at_ms, score, owner_text)
        VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
        """
    private static let select =
        "SELECT id, title, done, rank, small, at_ms, score, owner_text FROM samples WHERE id = $1"

    private struct Sample: Equatable {
        var id = UUID()
        var title: String? = "Buy milk"
        var done: Bool? = true
        var rank: Int32? = 2
        var small: Int? = -7
        var atMilliseconds: Int64? = 1_767_225_600_123
        var score: Double? = 0.1
        var ownerText: UUID? = UUID()

        var values: [PostgreSQLValue] {
            [
                .uuid(id), .optional(title), done.map(PostgreSQLValue.bool) ?? .null,
                rank.map(PostgreSQLValue.int32) ?? .null, small.map(PostgreSQLValue.int) ?? .null,
                .optional(atMilliseconds), score.map(PostgreSQLValue.double) ?? .null, .optional(ownerText),
            ]
        }

        init() {}

        init(_ result: PostgreSQLResult) throws(PostgreSQLError) {
            id = try result.decode(UUID.self, row: 0, column: 0)
            title = try result.decodeIfPresent(String.self, row: 0, column: 1)
            done = try result.decodeIfPresent(Bool.self, row: 0, column: 2)
            rank = try result.decodeIfPresent(Int32.self, row: 0, column: 3)
            small = try result.decodeIfPresent(Int.self, row: 0, column: 4)
            atMilliseconds = try result.decodeIfPresent(Int64.self, row: 0, column: 5)
            score = try result.decodeIfPresent(Double.self, row: 0, column: 6)
            ownerText = try result.decodeIfPresent(UUID.self, row: 0, column: 7)
        }
    }

    private static let samples: [Sample] = {
        var extremes = Sample()
        extremes.title = "O'Reilly \"quoted\"; DROP TABLE samples; -- 🚀 Ünïcödé\n\ttabs"
        extremes.done = false
        extremes.rank = .min
        extremes.small = Int(Int16.max)
        extremes.atMilliseconds = .max
        extremes.score = -.infinity
        var others = Sample()
        others.title = ""
        others.rank = .max
        others.atMilliseconds = .min
        others.score = 1e308
        var nulls = Sample()
        (nulls.title, nulls.done, nulls.rank, nulls.small) = (nil, nil, nil, nil)
        (nulls.atMilliseconds, nulls.score, nulls.ownerText) = (nil, nil, nil)
        return [Sample(), extremes, others, nulls]
    }()

    @Test(
        "a row written with bound parameters reads back equal, NULLs included",
        arguments: [PostgreSQLFormat.binary, .text], [false, true])
    func roundTrip(format: PostgreSQLFormat, prepared: Bool) throws {
        let schema = try PostgreSQLTestSchema()
        defer { schema.drop() }
        let connection = try schema.connect()
        try connection.execute(Self.table)

        for sample in Self.samples {
            if prepared {
                _ = try connection.run(prepared: Self.insert, sample.values)
            } else {
                _ = try connection.query(Self.insert, sample.values)
            }
            let result =
                prepared
                ? try connection.run(prepared: Self.select, [.uuid(sample.id)], format: format)
                : try connection.query(Self.select, [.uuid(sample.id)], format: format)
            #expect(result.rowCount == 1)
            #expect(try Sample(result) == sample)
        }
    }

    @Test("NaN survives the trip in both formats")
    func notANumber() throws {
        let schema = try PostgreSQLTestSchema()
        defer { schema.drop() }
        let connection = try schema.connect()
        for format in [PostgreSQLFormat.binary, .text] {
            let result = try connection.query("SELECT $1::double precision", [.double(.nan)], format: format)
            #expect(try result.decode(Double.self, row: 0, column: 0).isNaN)
        }
    }

    @Test("a UUID reads back from PostgreSQL's lower-case text form")
    func uuidFromLowerCaseText() throws {
        let schema = try PostgreSQLTestSchema()
        defer { schema.drop() }
        let id = UUID()
        let result = try schema.connect().query("SELECT $1::uuid::text", [.uuid(id)], format: .binary)
        #expect(try result.decode(String.self, row: 0, column: 0) == id.uuidString.lowercased())
        #expect(try result.decode(UUID.self, row: 0, column: 0) == id)
    }

    @Test("reading NULL as a value, or a value as the wrong type, is a decoding error naming the column")
    func decodingErrors() throws {
        let schema = try PostgreSQLTestSchema()
        defer { schema.drop() }
        let result = try schema.connect().query(
            "SELECT NULL::bigint AS missing, 'abc'::text AS word, 70000 AS big, 5000000000 AS huge")

        #expect(try result.decodeIfPresent(Int64.self, row: 0, column: 0) == nil)
        let null = #expect(throws: PostgreSQLError.self) { try result.decode(Int64.self, row: 0, column: 0) }
        #expect(null?.kind == .decoding && null?.message.contains("\"missing\"") == true)
        let word = #expect(throws: PostgreSQLError.self) { try result.decode(Int64.self, row: 0, column: 1) }
        #expect(word?.kind == .decoding && word?.message.contains("\"word\" (text)") == true)
        #expect(try result.decode(Int32.self, row: 0, column: 2) == 70_000)
        #expect(throws: PostgreSQLError.self) { try result.decode(Int32.self, row: 0, column: 3) }
        #expect(throws: PostgreSQLError.self) { try result.decode(Int64.self, row: 1, column: 0) }
        #expect(try result.column(named: "word") == 1)
        #expect(throws: PostgreSQLError.self) { try result.column(named: "absent") }
    }

    @Test("a value too large for its integer column is refused by the server with SQLSTATE 22003")
    func overflowIsTheServers() throws {
        let schema = try PostgreSQLTestSchema()
        defer { schema.drop() }
        let connection = try schema.connect()
        try connection.execute(Self.table)
        var values = Sample().values
        values[3] = .int64(1 << 40)
        let error = #expect(throws: PostgreSQLError.self) { try connection.run(prepared: Self.insert, values) }
        #expect(error?.sqlState == "22003" && error?.kind == .server)
    }
}
