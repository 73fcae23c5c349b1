import Foundation

extension Snapshot {
    /// Reads `bytes` straight into each table's records with ``JSONReader``: the open path, which
    /// builds no `JSONDecoder` tree for the records. Any failure means "decode with `Codable`
    /// instead", which either reads the file too or reports where and why it is broken
    /// (``decode(_:file:)``). With `discardingReadPages`, `bytes` map the file and are dropped
    /// from memory as they are read.
    static func read(
        _ bytes: UnsafeBufferPointer<UInt8>, discardingReadPages: Bool = false
    ) throws(JSONReader.Failure) -> Snapshot {
        var reader = JSONReader(bytes, discardingReadPages: discardingReadPages)
        var formatVersion: Int?
        var generation: Int?
        var folded: FoldedJournal?
        var collections: [String: any TableRows]?
        var topLevel: [String: any TableRows] = [:]
        try reader.members { reader, key throws(JSONReader.Failure) in
            if key.is("formatVersion") {
                formatVersion = try reader.int()
            } else if key.is("generation") {
                generation = try reader.int()
            } else if key.is("folded") {
                // Read once per open and three fields long: its own `Decodable` is fast enough.
                folded = try reader.decode(FoldedJournal.self)
            } else if key.is("collections") {
                var tables: [String: any TableRows] = [:]
                try reader.members { reader, key throws(JSONReader.Failure) in
                    let name = key.text
                    guard tables[name] == nil else { throw reader.failure() }
                    tables[name] = try Self.rows(named: name, from: &reader)
                }
                collections = tables
            } else if key.is("projects") || key.is("todos") {
                // Version 1 kept these two tables at the top level.
                topLevel[key.text] = try Self.rows(named: key.text, from: &reader)
            } else {
                try reader.skipValue()
            }
        }
        try reader.end()
        guard let formatVersion, let generation else { throw reader.failure() }
        let tables: [any TableRows]
        switch formatVersion {
        case 1:
            let none: [any TableRows] = [Rows<ProjectSchema>([]), Rows<TodoSchema>([])]
            tables = [topLevel["projects"] ?? none[0], topLevel["todos"] ?? none[1]]
        case FileStoreFormat.version:
            guard let collections else { throw reader.failure() }
            tables = Schemas.ordered(Array(collections.keys)).compactMap { collections[$0] }
        default:
            throw reader.failure()
        }
        return Snapshot(generation: generation, tables: tables, formatVersion: formatVersion, folded: folded)
    }

    /// The records of table `name`, read as its schema's records; a table no schema has is a failure.
    private static func rows(
        named name: String, from reader: inout JSONReader
    ) throws(JSONReader.Failure) -> any TableRows {
        guard let schema = Schemas.all.first(where: { $0.table == name }) else { throw reader.failure() }
        return try rows(of: schema, from: &reader)
    }

    private static func rows<Schema: EntitySchema>(
        of _: Schema.Type, from reader: inout JSONReader
    ) throws(JSONReader.Failure) -> any TableRows {
        Rows<Schema>(try Schema.Record.readArray(from: &reader))
    }
}
