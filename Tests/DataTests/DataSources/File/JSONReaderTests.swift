import Domain
import Foundation
import TestSupport
import Testing

@testable import Data

/// The file store's own reader must mean exactly what `JSONDecoder` means on every file it reads,
/// and refuse (so that the `Codable` path reports it) whatever it does not read the same way.
@Suite("JSON file store's reader reads what JSONDecoder reads")
struct JSONReaderTests {
    /// Reads one value of `json` with `read`, as the store does.
    private func read<T>(_ json: String, _ read: (inout JSONReader) throws(JSONReader.Failure) -> T) throws -> T {
        let bytes = Array(json.utf8)
        return try bytes.withUnsafeBufferPointer { buffer in
            var reader = JSONReader(buffer)
            let value = try read(&reader)
            try reader.end()
            return value
        }
    }

    private func todo(_ json: String) throws -> TodoRecord {
        try read(json) { reader throws(JSONReader.Failure) in try TodoRecord(json: &reader) }
    }

    @Test(
        "a todo in any key order, spacing, case of id and escape reads as JSONDecoder reads it",
        arguments: [
            #"{"createdAt":1767225600000,"dueDate":null,"id":"00000000-0000-4000-8000-000000000001","isCompleted":false,"notes":"","priority":1,"projectID":null,"title":"Buy milk","updatedAt":1767225600001}"#,
            #" { "title" : "Tab\there \"quoted\" back\\slash \/ \u00e9 \ud83d\ude00 é 😀" , "notes":"line\nbreak\r\b\f\u0001", "id":"abcdef01-2345-4678-89ab-cdef01234567","isCompleted":true,"priority":2,"createdAt":-62135596800000,"updatedAt":253402300799999,"dueDate":0,"projectID":"ABCDEF01-2345-4678-89AB-CDEF01234567","extra":{"ignored":[1,true,null,"x"]}} "#,
            #"{"id":"00000000-0000-4000-8000-000000000002","title":"No optionals","notes":"","isCompleted":false,"priority":0,"createdAt":1,"updatedAt":-1}"#,
        ])
    func todoMatchesDecoder(json: String) throws {
        let expected = try JSONDecoder().decode(TodoRecord.self, from: Data(json.utf8))
        #expect(try todo(json) == expected)
    }

    @Test("random strings written by the store's writer read back unchanged")
    func randomStringsRoundTrip() throws {
        var generator = SeededGenerator(seed: 11)
        let alphabet = Array("aZ09 \"\\/\n\r\t\u{0}\u{1}\u{1F}\u{7F}é€😀\u{FFFF}\u{10FFFF}")
        for _ in 0..<300 {
            let text = String(
                (0..<Int.random(in: 0...40, using: &generator)).map { _ in
                    alphabet.randomElement(using: &generator) ?? "a"
                })
            var writer = JSONWriter()
            writer.string(text)
            let json = String(decoding: writer.bytes, as: UTF8.self)
            #expect(try read(json) { reader throws(JSONReader.Failure) in try reader.string() } == text)
            #expect(try JSONDecoder().decode(String.self, from: Data(writer.bytes)) == text)
        }
    }

    @Test(
        "what the reader does not read the same way is refused, for the Codable path to report or read",
        arguments: [
            #""priority":1.0"#, #""priority":01"#, #""priority":1e0"#, #""priority":99999999999999999999"#,
            #""createdAt":9223372036854775807"#, #""createdAt":-62135596800001"#, #""title":"a\x""#,
            "\"title\":\"tab\traw\"", #""id":"not-a-uuid""#, #""isCompleted":1"#, #""id":null"#,
        ])
    func refusals(replacement: String) throws {
        let good =
            #"{"createdAt":1,"dueDate":null,"id":"00000000-0000-4000-8000-000000000001","isCompleted":false,"#
            + #""notes":"","priority":1,"projectID":null,"title":"T","updatedAt":1}"#
        let key = String(replacement.prefix { $0 != ":" })
        let pattern = try Regex(key + #":("[^"]*"|[^,}]*)"#)
        let bad = good.replacing(pattern, with: replacement, maxReplacements: 1)
        #expect(bad != good)
        #expect(throws: JSONReader.Failure.self) { try todo(bad) }
    }

    // Refused, not read: Foundation's parser takes some of these bytes, and what the reader refuses
    // goes to the `Codable` path, which reads it as it always did.
    @Test(
        "an integer of any length reads as Int64 reads it, and one Int64 does not hold is refused",
        arguments: [
            "0", "7", "-1", "1767225600000", "999999999999999999", "9999999999999999999", "99999999999999999999",
            "9223372036854775807", "9223372036854775808", "-9223372036854775808", "-9223372036854775809",
            "18446744073709551615", "18446744073709551616", "123456789012345678901234567890",
        ])
    func integersMatchInt64(text: String) throws {
        let read = try? read(text) { reader throws(JSONReader.Failure) in try reader.int64() }
        #expect(read == Int64(text))
    }

    @Test("a UUID reads as UUID(uuidString:) reads it, and any byte that is no hex digit or dash is refused")
    func uuidsMatchFoundation() throws {
        var generator = SeededGenerator(seed: 12)
        let digits = Array("0123456789abcdefABCDEF")
        for _ in 0..<200 {
            var text = String((0..<36).map { _ in digits.randomElement(using: &generator) ?? "0" })
            for dash in [8, 13, 18, 23] {
                let index = text.index(text.startIndex, offsetBy: dash)
                text.replaceSubrange(index...index, with: "-")
            }
            let read = try read("\"\(text)\"") { reader throws(JSONReader.Failure) in try reader.uuid() }
            #expect(read == UUID(uuidString: text))
        }
        let good = Array("0aF9e3b1-7c2D-4e5f-8A6b-c7d8E9f0a1b2")
        for position in good.indices {
            for wrong: Character in ["g", "G", "/", ":", "@", "`", "-", " ", "\u{e9}"] where wrong != good[position] {
                var bad = good
                bad[position] = wrong
                let text = String(bad)
                #expect(throws: JSONReader.Failure.self) {
                    try read("\"\(text)\"") { reader throws(JSONReader.Failure) in try reader.uuid() }
                }
            }
        }
    }

    @Test("the shortest todo the writer writes is the size the array reader makes room by, and reads back")
    func leastTodoSize() throws {
        let least = TodoRecord(
            id: UUID(), title: "", notes: "", isCompleted: false, priority: 0, dueDate: nil, projectID: nil,
            createdAt: 0, updatedAt: 0)
        var writer = JSONWriter()
        least.writeJSON(to: &writer)
        #expect(writer.bytes.count == TodoRecord.leastJSONSize)
        let array = "[" + String(decoding: writer.bytes, as: UTF8.self) + "]"
        let read = try read(array) { reader throws(JSONReader.Failure) in try TodoRecord.readArray(from: &reader) }
        #expect(read == [least])
    }

    @Test("bytes that are not UTF-8 in a string are refused, as JSONDecoder refuses them")
    func invalidUTF8() throws {
        var bytes = Array(#"{"title":"ab"}"#.utf8)
        bytes[11] = 0xFF
        let failed = bytes.withUnsafeBufferPointer { buffer in
            var reader = JSONReader(buffer)
            return (try? reader.members { reader, _ throws(JSONReader.Failure) in _ = try reader.string() }) == nil
        }
        #expect(failed)
        #expect((try? JSONDecoder().decode([String: String].self, from: Data(bytes))) == nil)
    }

    @Test("a snapshot the store wrote reads back into the same tables, header and folded journal")
    func snapshotRoundTrip() throws {
        var tables = TableSet()
        let project = ProjectRecord(Project(id: Fixtures.id(900), name: "Home \"quoted\""))
        var todos: [TodoRecord] = []
        for index in 0..<50 {
            let due: Date? = index % 3 == 0 ? nil : Fixtures.date(Int64(index))
            let todo = Todo(
                id: Fixtures.id(index), title: "Todo \(index) \u{1F600}", notes: index % 2 == 0 ? "a\nb" : "",
                dueDate: due, projectID: index % 4 == 0 ? project.id : nil, createdAt: Fixtures.date(Int64(index)))
            todos.append(TodoRecord(todo))
        }
        _ = Rows<ProjectSchema>([project]).put(into: &tables)
        _ = Rows<TodoSchema>(todos).put(into: &tables)
        var snapshot = tables.snapshot(generation: 7)
        snapshot.folded = FoldedJournal(generation: 6, bytes: 812, digest: "0123456789abcdef")
        let bytes = Array(snapshot.encoded())

        let read = try bytes.withUnsafeBufferPointer { buffer in try Snapshot.read(buffer) }
        #expect(read.generation == 7 && read.formatVersion == 2 && read.folded == snapshot.folded)
        #expect((read.tables[0] as? Rows<ProjectSchema>)?.records == [project])
        #expect((read.tables[1] as? Rows<TodoSchema>)?.records == todos.sorted { $0.id.orderKey < $1.id.orderKey })
    }

    @Test("a folded-journal header missing a field or with a wrong type is refused by both readers")
    func brokenFoldedHeaderIsRefused() throws {
        var snapshot = TableSet().snapshot(generation: 3)
        snapshot.folded = FoldedJournal(generation: 2, bytes: 812, digest: "0123456789abcdef")
        let written = String(decoding: snapshot.encoded(), as: UTF8.self)
        let field = "\"digest\":\"0123456789abcdef\","
        #expect(written.contains(field))
        for broken in [
            written.replacingOccurrences(of: field, with: ""),
            written.replacingOccurrences(of: field, with: "\"digest\":7,"),
            written.replacingOccurrences(of: "\"bytes\":812", with: "\"bytes\":\"812\""),
        ] {
            let bytes = Array(broken.utf8)
            let refused = bytes.withUnsafeBufferPointer { buffer in (try? Snapshot.read(buffer)) == nil }
            #expect(refused, "read: \(broken)")
            #expect(throws: FileStoreError.self, "decoded: \(broken)") {
                try Snapshot.decode(Data(bytes), file: "snapshot.json")
            }
        }
    }
}
