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
    static func decode(_ bytes: [UInt8], file: String) throws(FileStoreError) -> Snapshot {
        let document: Document
        do {
            document = try FileStoreDecoder().decode(Document.self, from: bytes)
        } catch {
            let data = Data(bytes)
            let failure = FileStoreError.decoding(error, data: data, file: file, startLine: 1, startOffset: 0)
            guard failure.line == nil, let path = failure.codingPath,
                let (line, byteOffset) = location(ofRecordAt: path, in: data)
            else { throw failure }
            throw FileStoreError(
                file: file, problem: failure.problem, line: line, byteOffset: byteOffset, codingPath: path)
        }
        if let error = FileStoreError.version(document.formatVersion, file: file, line: 1, byteOffset: nil) {
            throw error
        }
        return Snapshot(
            generation: document.generation, tables: document.tables, formatVersion: document.formatVersion,
            folded: document.folded)
    }

    /// The JSON shape of either version, decoded in one pass: version 2 keeps each table under
    /// `collections` by name; version 1 had `projects` and `todos` at the top level.
    private struct Document: Decodable {
        let formatVersion: Int
        let generation: Int
        let tables: [any TableRows]
        let folded: FoldedJournal?

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
}
