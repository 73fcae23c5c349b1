import Foundation

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
    /// `collections`, one record per line, keys sorted, so that two snapshots diff record by record.
    func encoded() -> Data {
        var writer = JSONWriter()
        writer.raw("{\"formatVersion\":")
        writer.integer(FileStoreFormat.version)
        writer.raw(",\"generation\":")
        writer.integer(generation)
        if let folded {
            writer.raw(",\"folded\":")
            folded.write(to: &writer)
        }
        writer.raw(",\n\"collections\":{")
        for (index, rows) in tables.enumerated() {
            writer.raw(index == 0 ? "\n" : ",\n")
            writer.string(rows.table)
            writer.raw(":")
            rows.writeJSON(to: &writer, oneLineEach: true)
        }
        writer.raw("}}\n")
        return Data(writer.bytes)
    }

    /// Reads a snapshot file of any version this code reads; any flaw is a ``FileStoreError``
    /// saying where it is.
    ///
    /// A well-formed file is read by ``read(_:)``, straight from its bytes; only a file that it
    /// does not read goes through `JSONDecoder`, which reads it as before or reports its flaw.
    static func decode(_ data: Data, file: String) throws(FileStoreError) -> Snapshot {
        let fast = data.withUnsafeBytes { raw in try? read(raw.bindMemory(to: UInt8.self)) }
        if let fast, FileStoreFormat.readableVersions.contains(fast.formatVersion) {
            return fast
        }
        let document: Document
        do {
            document = try JSONDecoder().decode(Document.self, from: data)
        } catch {
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
