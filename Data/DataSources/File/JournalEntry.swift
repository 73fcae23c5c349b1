import Foundation

/// One line of `journal.jsonl`: everything one committed write changed, applied whole or not at
/// all. Records are put whole (insert or replace), so replaying a line needs no rule checks:
/// they held when it was written, under the lock.
struct JournalEntry: Codable, Equatable {
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

    /// Writes only the non-empty lists, so a line shows just what changed.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        if !putProjects.isEmpty { try container.encode(putProjects, forKey: .putProjects) }
        if !putTodos.isEmpty { try container.encode(putTodos, forKey: .putTodos) }
        if !deleteTodos.isEmpty { try container.encode(deleteTodos, forKey: .deleteTodos) }
        if !deleteProjects.isEmpty { try container.encode(deleteProjects, forKey: .deleteProjects) }
    }
}

/// The first line of `journal.jsonl`: the snapshot generation the journal continues.
struct JournalHeader: Codable, Equatable {
    let formatVersion: Int
    let generation: Int
}
