import Foundation

// A ``TableChange`` as one line of `journal.jsonl` (see ``FileStoreFormat``):
// `{"delete":{"todos":["..."]},"put":{"projects":[{...}]}}`, only the non-empty parts, keys
// sorted. Version 1 lines (`putTodos`, `deleteProjects`...) are still read.

extension TableChange: Decodable {
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: TableKey.self)
        if container.contains(TableKey("put")) || container.contains(TableKey("delete")) {
            if container.contains(TableKey("put")) {
                let put = try container.nestedContainer(keyedBy: TableKey.self, forKey: TableKey("put"))
                puts = try Schemas.ordered(put.allKeys.map(\.stringValue)).map { try put.decodeRows(of: $0) }
            }
            if container.contains(TableKey("delete")) {
                let delete = try container.nestedContainer(keyedBy: TableKey.self, forKey: TableKey("delete"))
                deletes = try Schemas.ordered(delete.allKeys.map(\.stringValue)).reversed().map { name in
                    (name, try delete.decode([UUID].self, forKey: TableKey(name)))
                }
            }
        } else {
            // Version 1: projects were put before todos, and todos deleted before projects.
            puts = try [("putProjects", "projects"), ("putTodos", "todos")].compactMap { key, table in
                container.contains(TableKey(key)) ? try container.decodeRows(of: table, at: key) : nil
            }
            deletes = try [("deleteTodos", "todos"), ("deleteProjects", "projects")].compactMap { key, table in
                container.contains(TableKey(key))
                    ? (table, try container.decode([UUID].self, forKey: TableKey(key))) : nil
            }
        }
        if isEmpty {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "a journal line changes nothing"))
        }
    }

    /// The change as one journal line, newline included: only the non-empty parts, keys sorted,
    /// so a line shows just what changed.
    func line() -> Data {
        var writer = JSONWriter()
        writer.raw("{")
        let deleted = deletes.filter { !$0.ids.isEmpty }.sorted { $0.table < $1.table }
        let put = puts.filter { !$0.isEmpty }.sorted { $0.table < $1.table }
        if !deleted.isEmpty {
            writer.raw("\"delete\":{")
            for (index, (table, ids)) in deleted.enumerated() {
                if index > 0 { writer.raw(",") }
                writer.string(table)
                writer.raw(":")
                writer.array(ids) { $0.uuid($1) }
            }
            writer.raw("}")
        }
        if !put.isEmpty {
            writer.raw(deleted.isEmpty ? "\"put\":{" : ",\"put\":{")
            for (index, rows) in put.enumerated() {
                if index > 0 { writer.raw(",") }
                writer.string(rows.table)
                writer.raw(":")
                rows.writeJSON(to: &writer, oneLineEach: false)
            }
            writer.raw("}")
        }
        writer.raw("}\n")
        return Data(writer.bytes)
    }
}
