import Data
import Foundation
import JSONSyntax

/// The contents of `snapshot.json`: every table's records as of one generation (see
/// ``FileStoreFormat``).
struct Snapshot {
    var generation: Int
    /// Each table's records, in ``Schemas/all`` order.
    var tables: [any TableRows]
    /// The version the file was written in: ``FileStoreFormat/version``, or an older one that
    /// the store upgrades on open.
    var formatVersion = FileStoreFormat.version
    /// The journal this snapshot folded in, when a compaction wrote it.
    var folded: FoldedJournal?

    /// The file's bytes, always in the current version: a header, then each table under
    /// `collections`, one record per line, so that two snapshots diff record by record. Every
    /// value is the project's `JSONEncoder` output (``/JSONSyntax/JSONCoding``, keys sorted);
    /// only the line breaks between records are placed here, which the encoder does not do.
    /// A record that does not encode is an error naming `file`, and nothing is written.
    func encoded(file: String) throws(FileStoreError) -> Data {
        let encoder = JSONCoding.encoder()
        var text = Data(#"{"formatVersion":\#(FileStoreFormat.version),"generation":\#(generation)"#.utf8)
        do {
            if let folded {
                text.append(contentsOf: #","folded":"#.utf8)
                text.append(try encoder.encode(folded))
            }
            text.append(contentsOf: ",\n\"collections\":{".utf8)
            for (index, rows) in tables.enumerated() {
                text.append(contentsOf: (index == 0 ? "\n" : ",\n").utf8)
                text.append(try encoder.encode(rows.table))
                text.append(contentsOf: ":[".utf8)
                for (position, record) in try rows.encodedRecords(with: encoder).enumerated() {
                    text.append(contentsOf: (position == 0 ? "\n" : ",\n").utf8)
                    text.append(record)
                }
                text.append(contentsOf: "\n]".utf8)
            }
        } catch {
            throw .unencodable(error, file: file)
        }
        text.append(contentsOf: "}}\n".utf8)
        return text
    }

    /// Reads a snapshot file of any version this code reads, with each record's `Codable`
    /// conformance; any flaw is a ``FileStoreError`` saying where it is.
    static func decode(_ bytes: JSONText, file: String) throws(FileStoreError) -> Snapshot {
        let snapshot: Snapshot
        do {
            snapshot = try FileStoreDecoder().decode(Snapshot.self, from: bytes)
        } catch {
            let data = bytes.original() ?? Data()
            throw located(.decoding(error, data: data, file: file, startLine: 1, startOffset: 0), in: data)
        }
        if let error = FileStoreError.version(snapshot.formatVersion, file: file, line: 1, byteOffset: nil) {
            throw error
        }
        return snapshot
    }

    /// `error` with the line and byte offset of the record its coding path points at, when it
    /// names no line of its own and the file has the layout ``encoded(file:)`` writes.
    static func located(_ error: FileStoreError, in data: Data) -> FileStoreError {
        guard error.line == nil, let path = error.codingPath,
            let (line, byteOffset) = location(ofRecordAt: path, in: data)
        else { return error }
        return FileStoreError(
            file: error.file, problem: error.problem, line: line, byteOffset: byteOffset, codingPath: path)
    }

    /// Where the record a coding path like `collections.todos[12].priority` (or version 1's
    /// `todos[12].priority`) points at starts, as a line number and byte offset, when the file
    /// has the layout ``encoded(file:)`` writes (one record per line); nil otherwise. Run only
    /// after a load failed, so its O(file) scan costs nothing in normal use.
    private static func location(ofRecordAt codingPath: String, in data: Data) -> (line: Int, byteOffset: Int)? {
        guard let open = codingPath.firstIndex(of: "["), let close = codingPath.firstIndex(of: "]"),
            let index = Int(codingPath[codingPath.index(after: open)..<close])
        else { return nil }
        guard let section = codingPath[..<open].split(separator: ".").last,
            let header = data.range(of: Data("\n\"\(section)\":[\n".utf8))
        else { return nil }
        var offset = header.upperBound
        for _ in 0..<index {
            guard let newline = data[offset...].firstIndex(of: 0x0A) else { return nil }
            offset = newline + 1
        }
        guard offset < data.endIndex, data[offset] == UInt8(ascii: "{") else { return nil }
        let line = 1 + data[..<offset].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        return (line, offset - data.startIndex)
    }
}

extension Snapshot: Decodable {
    /// Reads either version in one pass: version 2 keeps each table under `collections` by
    /// name; version 1 had `projects` and `todos` at the top level.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: TableKey.self)
        formatVersion = try container.decode(Int.self, forKey: TableKey("formatVersion"))
        generation = try container.decode(Int.self, forKey: TableKey("generation"))
        folded = try container.decodeIfPresent(FoldedJournal.self, forKey: TableKey("folded"))
        switch formatVersion {
        case 1:
            tables = try ["projects", "todos"].map { name in try container.decodeRows(of: name) }
        case FileStoreFormat.version:
            let collections = try container.nestedContainer(keyedBy: TableKey.self, forKey: TableKey("collections"))
            tables = try Schemas.ordered(collections.allKeys.map(\.stringValue)).map { name in
                try collections.decodeRows(of: name)
            }
        default:
            tables = []  // reported as a version error by the caller
        }
    }
}
