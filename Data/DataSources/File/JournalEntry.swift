import Foundation

/// One line of `journal.jsonl`: everything one committed write changed, applied whole or not at
/// all. Records are put whole (insert or replace), so replaying a line needs no rule checks:
/// they held when it was written, under the lock.
struct JournalEntry: Decodable, Equatable {
    var putProjects: [ProjectRecord] = []
    var putTodos: [TodoRecord] = []
    var deleteTodos: [UUID] = []
    var deleteProjects: [UUID] = []

    private enum CodingKeys: String, CodingKey {
        case putProjects, putTodos, deleteTodos, deleteProjects
    }

    init(
        putProjects: [ProjectRecord] = [], putTodos: [TodoRecord] = [], deleteTodos: [UUID] = [],
        deleteProjects: [UUID] = []
    ) {
        self.putProjects = putProjects
        self.putTodos = putTodos
        self.deleteTodos = deleteTodos
        self.deleteProjects = deleteProjects
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        putProjects = try container.decodeIfPresent([ProjectRecord].self, forKey: .putProjects) ?? []
        putTodos = try container.decodeIfPresent([TodoRecord].self, forKey: .putTodos) ?? []
        deleteTodos = try container.decodeIfPresent([UUID].self, forKey: .deleteTodos) ?? []
        deleteProjects = try container.decodeIfPresent([UUID].self, forKey: .deleteProjects) ?? []
        if putProjects.isEmpty, putTodos.isEmpty, deleteTodos.isEmpty, deleteProjects.isEmpty {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "a journal line changes nothing"))
        }
    }

    /// The entry as one journal line, newline included: only the non-empty lists, keys sorted,
    /// so a line shows just what changed.
    func line() -> Data {
        var writer = JSONWriter()
        writer.raw("{")
        if !deleteProjects.isEmpty {
            writer.raw("\"deleteProjects\":")
            writer.array(deleteProjects) { $0.uuid($1) }
        }
        if !deleteTodos.isEmpty {
            writer.raw(deleteProjects.isEmpty ? "\"deleteTodos\":" : ",\"deleteTodos\":")
            writer.array(deleteTodos) { $0.uuid($1) }
        }
        if !putProjects.isEmpty {
            writer.raw(deleteProjects.isEmpty && deleteTodos.isEmpty ? "\"putProjects\":" : ",\"putProjects\":")
            writer.array(putProjects) { $1.writeJSON(to: &$0) }
        }
        if !putTodos.isEmpty {
            let first = deleteProjects.isEmpty && deleteTodos.isEmpty && putProjects.isEmpty
            writer.raw(first ? "\"putTodos\":" : ",\"putTodos\":")
            writer.array(putTodos) { $1.writeJSON(to: &$0) }
        }
        writer.raw("}\n")
        return Data(writer.bytes)
    }
}

/// The first line of `journal.jsonl`: the snapshot generation the journal continues.
struct JournalHeader: Decodable, Equatable {
    let formatVersion: Int
    let generation: Int
}
