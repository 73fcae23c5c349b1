import Data
import Foundation
import JSONSyntax

// A ``TableChange`` as one line of `journal.jsonl` (see ``FileStoreFormat``):
// `{"delete":{"todos":["..."]},"put":{"projects":[{...}]}}`, only the non-empty parts, keys
// sorted by the encoder. Version 1 lines (`putTodos`, `deleteProjects`...) are still read.

extension TableChange: Decodable {
    package init(from decoder: any Decoder) throws {
        self.init()
        let container = try decoder.container(keyedBy: TableKey.self)
        if container.contains(TableKey("put")) || container.contains(TableKey("delete")) {
            // A line has these two members alone; another is a hand edit, refused at its name.
            let members = container.allKeys.map(\.stringValue).sorted()
            if let unknown = members.first(where: { $0 != "put" && $0 != "delete" }) {
                throw DecodingError.dataCorrupted(
                    .init(
                        codingPath: container.codingPath + [TableKey(unknown)],
                        debugDescription: "unknown member \"\(unknown)\"; a journal line has put and delete"))
            }
            if container.contains(TableKey("put")) {
                let put = try container.nestedContainer(keyedBy: TableKey.self, forKey: TableKey("put"))
                puts = try Schemas.ordered(put.allKeys.map(\.stringValue)).map { try put.decodeJournalRows(of: $0) }
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
                container.contains(TableKey(key)) ? try container.decodeJournalRows(of: table, at: key) : nil
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

    /// The change as one journal line of `file`, newline included: the project's `JSONEncoder`
    /// output (``/JSONSyntax/JSONCoding``) of ``encode(to:)``. A record that does not encode is
    /// an error naming `file`, and nothing is written.
    func line(file: String) throws(FileStoreError) -> Data {
        do {
            var line = try JSONCoding.encoder().encode(self)
            line.append(0x0A)
            return line
        } catch {
            throw .unencodable(error, file: file)
        }
    }
}

extension TableChange: Encodable {
    /// Writes only the non-empty parts, so a line shows just what changed: `delete` maps tables
    /// to ids, `put` maps tables to records.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: TableKey.self)
        let deleted = deletes.filter { !$0.ids.isEmpty }
        if !deleted.isEmpty {
            var delete = container.nestedContainer(keyedBy: TableKey.self, forKey: TableKey("delete"))
            for (table, ids) in deleted {
                try delete.encode(ids, forKey: TableKey(table))
            }
        }
        let put = puts.filter { !$0.isEmpty }
        if !put.isEmpty {
            var puts = container.nestedContainer(keyedBy: TableKey.self, forKey: TableKey("put"))
            for rows in put {
                try puts.encode(rows, forKey: TableKey(rows.table))
            }
        }
    }
}
