import Foundation
import Testing

@testable import Data
@testable import PostgreSQLStore

@Suite(
    "A PostgreSQL row reads as a SQLite row does: each column type, NULL, and values asked for as another kind",
    .enabled(if: PostgreSQLTestServer.isAvailable, PostgreSQLTestServer.skipReason))
struct PostgreSQLRowReaderTests {
    private static let select = """
        SELECT $1::bigint AS big, 70000::integer AS int, (-7)::smallint AS small, true AS yes, false AS no,
            1.75::double precision AS score, 'Buy milk'::text AS title, $2::uuid AS id, $2::uuid::text AS id_text,
            NULL::bigint AS missing, '42'::text AS digits
        """

    @Test(
        "every column reads as its own kind and as the others, in binary and in text",
        arguments: [
            PostgreSQLFormat.binary, .text,
        ])
    func kinds(format: PostgreSQLFormat) throws {
        let schema = try PostgreSQLTestSchema()
        defer { schema.drop() }
        let id = UUID()
        let result = try schema.connect().query(Self.select, [.int64(.max), .uuid(id)], format: format)
        let row = try PostgreSQLRowReader(result)

        #expect(row.rowCount == 1)
        #expect(row.int64(at: 0) == .max && row.int64(at: 1) == 70_000 && row.int64(at: 2) == -7)
        #expect(row.int64(at: 3) == 1 && row.int64(at: 4) == 0)
        #expect(row.double(at: 5) == 1.75 && row.int64(at: 5) == 1 && row.double(at: 1) == 70_000)
        #expect(row.string(at: 6) == "Buy milk" && row.string(at: 1) == "70000")
        #expect(row.uuid(at: 7) == id && row.uuid(at: 8) == id && row.uuid(at: 6) == nil)
        #expect(row.string(at: 8) == id.uuidString.lowercased())
        #expect(row.int64(at: 10) == 42 && row.int64(at: 6) == 0)
        // NULL reads as SQLite's NULL does.
        #expect(row.isNull(at: 9) && !row.isNull(at: 0))
        #expect(row.int64(at: 9) == 0 && row.optionalInt64(at: 9) == nil && row.optionalInt64(at: 1) == 70_000)
        #expect(row.string(at: 9) == "" && row.uuid(at: 9) == nil && row.double(at: 9) == 0)
    }

    @Test("a binary UUID reads as the upper-case text the stores write")
    func uuidAsText() throws {
        let schema = try PostgreSQLTestSchema()
        defer { schema.drop() }
        let id = UUID()
        let row = try PostgreSQLRowReader(schema.connect().query("SELECT $1::uuid", [.uuid(id)]))
        #expect(row.string(at: 0) == id.uuidString)
    }

    @Test("a binary column of a type no mapping reads is refused once, naming the column")
    func unreadableType() throws {
        let schema = try PostgreSQLTestSchema()
        defer { schema.drop() }
        let result = try schema.connect().query("SELECT 1::bigint AS fine, 1.5::numeric AS amount")
        let error = #expect(throws: PostgreSQLError.self) { try PostgreSQLRowReader(result) }
        #expect(error?.kind == .decoding && error?.message.contains("\"amount\" holds a numeric") == true)
        // In text, every column is text, and reads as SQLite reads text.
        let text = try schema.connect().query("SELECT 1.5::numeric AS amount", format: .text)
        #expect(try PostgreSQLRowReader(text).double(at: 0) == 1.5)
    }

    @Test("moving to another row reads that row")
    func rows() throws {
        let schema = try PostgreSQLTestSchema()
        defer { schema.drop() }
        let result = try schema.connect().query("SELECT n, 'row ' || n FROM generate_series(1, 3) AS n")
        var row = try PostgreSQLRowReader(result)
        var read: [String] = []
        for index in 0..<Int32(row.rowCount) {
            row.row = index
            read.append("\(row.int64(at: 0)):\(row.string(at: 1))")
        }
        #expect(read == ["1:row 1", "2:row 2", "3:row 3"])
    }
}
