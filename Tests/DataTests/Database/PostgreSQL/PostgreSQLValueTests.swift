import Foundation
import Testing

@testable import Data
@testable import PostgreSQLStore

@Suite(
    "Every kind of value the stores bind goes to PostgreSQL and back unchanged",
    .enabled(if: PostgreSQLTestServer.isAvailable, PostgreSQLTestServer.skipReason))
struct PostgreSQLValueTests {
    private static let table = """
        CREATE TABLE samples (
            id text PRIMARY KEY, title text, rank integer, at_ms bigint, score double precision
        )
        """
    private static let insert = "INSERT INTO samples (id, title, rank, at_ms, score) VALUES ($1, $2, $3, $4, $5)"
    private static let select = "SELECT id, title, rank, at_ms, score FROM samples WHERE id = $1"

    private struct Sample: Equatable {
        var id = UUID()
        var title: String? = "Buy milk"
        var rank: Int? = 2
        var atMilliseconds: Int64? = 1_767_225_600_123
        var score: Double? = 0.1

        var values: [PostgreSQLValue] {
            [
                .text(id.uuidString), title.map(PostgreSQLValue.text) ?? .null, rank.map(PostgreSQLValue.int) ?? .null,
                atMilliseconds.map(PostgreSQLValue.int64) ?? .null, score.map(PostgreSQLValue.double) ?? .null,
            ]
        }

        init() {}

        init(_ result: PostgreSQLResult) throws(PostgreSQLError) {
            id = try result.decode(UUID.self, row: 0, column: 0)
            title = try result.decodeIfPresent(String.self, row: 0, column: 1)
            rank = try result.decodeIfPresent(Int.self, row: 0, column: 2)
            atMilliseconds = try result.decodeIfPresent(Int64.self, row: 0, column: 3)
            score = try result.decodeIfPresent(Double.self, row: 0, column: 4)
        }
    }

    private static let samples: [Sample] = {
        var extremes = Sample()
        extremes.title = "O'Reilly \"quoted\"; DROP TABLE samples; -- 🚀 Ünïcödé\n\ttabs"
        extremes.rank = Int(Int32.min)
        extremes.atMilliseconds = .max
        extremes.score = -.infinity
        var others = Sample()
        others.title = ""
        others.rank = Int(Int32.max)
        others.atMilliseconds = .min
        others.score = 1e308
        var nulls = Sample()
        (nulls.title, nulls.rank, nulls.atMilliseconds, nulls.score) = (nil, nil, nil, nil)
        return [Sample(), extremes, others, nulls]
    }()

    @Test("a row written with bound parameters reads back equal, NULLs included", arguments: [false, true])
    func roundTrip(prepared: Bool) throws {
        let schema = try PostgreSQLTestSchema()
        defer { schema.drop() }
        let connection = try schema.connect()
        try connection.execute(Self.table)

        for sample in Self.samples {
            let key: [PostgreSQLValue] = [.text(sample.id.uuidString)]
            if prepared {
                _ = try connection.run(prepared: Self.insert, sample.values)
            } else {
                _ = try connection.query(Self.insert, sample.values)
            }
            let result =
                prepared ? try connection.run(prepared: Self.select, key) : try connection.query(Self.select, key)
            #expect(result.rowCount == 1)
            #expect(try Sample(result) == sample)
        }
    }

    @Test("NaN survives the trip")
    func notANumber() throws {
        let schema = try PostgreSQLTestSchema()
        defer { schema.drop() }
        let result = try schema.connect().query("SELECT $1::double precision", [.double(.nan)])
        #expect(try result.decode(Double.self, row: 0, column: 0).isNaN)
    }

    @Test("a UUID reads back from PostgreSQL's lower-case text form")
    func uuidFromLowerCaseText() throws {
        let schema = try PostgreSQLTestSchema()
        defer { schema.drop() }
        let id = UUID()
        let result = try schema.connect().query("SELECT $1::uuid::text", [.text(id.uuidString)])
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
        #expect(word?.kind == .decoding && word?.message.contains("\"word\"") == true)
        #expect(try result.decode(Int.self, row: 0, column: 2) == 70_000)
        #expect(try result.decode(Int64.self, row: 0, column: 3) == 5_000_000_000)
        #expect(throws: PostgreSQLError.self) { try result.decode(UUID.self, row: 0, column: 1) }
        #expect(throws: PostgreSQLError.self) { try result.decode(Int64.self, row: 1, column: 0) }
    }

    @Test("a value too large for its integer column is refused by the server with SQLSTATE 22003")
    func overflowIsTheServers() throws {
        let schema = try PostgreSQLTestSchema()
        defer { schema.drop() }
        let connection = try schema.connect()
        try connection.execute(Self.table)
        var values = Sample().values
        values[2] = .int64(1 << 40)
        let error = #expect(throws: PostgreSQLError.self) { try connection.run(prepared: Self.insert, values) }
        #expect(error?.sqlState == "22003" && error?.kind == .server)
    }

    @Test("a text holding a NUL is refused before anything is sent")
    func nulIsRefused() throws {
        let schema = try PostgreSQLTestSchema()
        defer { schema.drop() }
        let error = #expect(throws: PostgreSQLError.self) {
            try schema.connect().query("SELECT $1::text", [.text("a\u{0}b")])
        }
        #expect(error?.kind == .encoding && error?.message.contains("NUL") == true)
    }
}
