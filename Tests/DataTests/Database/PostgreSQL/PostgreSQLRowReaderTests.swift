import Foundation
import Testing

@testable import Data
@testable import PostgreSQLStore

@Suite(
    "A PostgreSQL row reads as a SQLite row does: each column type, NULL, and values asked for as another kind",
    .enabled(if: PostgreSQLTestServer.isAvailable, PostgreSQLTestServer.skipReason))
struct PostgreSQLRowReaderTests {
    private static let select = """
        SELECT $1::bigint AS big, 70000::integer AS int, 1.75::double precision AS score, 'Buy milk'::text AS title,
            $2::text AS id, lower($2::text) AS lower_id, NULL::bigint AS missing, '42'::text AS digits,
            1.5::numeric AS amount
        """

    @Test("every column reads as its own kind and as the others")
    func kinds() throws {
        let schema = try PostgreSQLTestSchema()
        defer { schema.drop() }
        let id = UUID()
        let result = try schema.connect().query(Self.select, [.int64(.max), .text(id.uuidString)])
        let row = PostgreSQLRowReader(result)

        #expect(row.rowCount == 1)
        #expect(row.int64(at: 0) == .max && row.int64(at: 1) == 70_000)
        #expect(row.double(at: 2) == 1.75 && row.int64(at: 2) == 1 && row.double(at: 1) == 70_000)
        #expect(row.string(at: 3) == "Buy milk" && row.string(at: 1) == "70000")
        #expect(row.uuid(at: 4) == id && row.uuid(at: 5) == id && row.uuid(at: 3) == nil)
        #expect(row.string(at: 4) == id.uuidString)
        #expect(row.int64(at: 7) == 42 && row.int64(at: 3) == 0)
        #expect(row.double(at: 8) == 1.5)
        // NULL reads as SQLite's NULL does.
        #expect(row.isNull(at: 6) && !row.isNull(at: 0))
        let null = try Int64?(row: row, at: 6, name: "n", owner: "a row")
        let number = try Int64?(row: row, at: 1, name: "n", owner: "a row")
        #expect(row.int64(at: 6) == 0 && null == nil && number == 70_000)
        #expect(row.string(at: 6) == "" && row.uuid(at: 6) == nil && row.double(at: 6) == 0)
    }

    @Test("moving to another row reads that row")
    func rows() throws {
        let schema = try PostgreSQLTestSchema()
        defer { schema.drop() }
        let result = try schema.connect().query("SELECT n, 'row ' || n FROM generate_series(1, 3) AS n")
        var row = PostgreSQLRowReader(result)
        var read: [String] = []
        for index in 0..<Int32(row.rowCount) {
            row.row = index
            read.append("\(row.int64(at: 0)):\(row.string(at: 1))")
        }
        #expect(read == ["1:row 1", "2:row 2", "3:row 3"])
    }
}
