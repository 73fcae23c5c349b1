import Foundation

/// The contents of `snapshot.json`: every record as of one generation (see ``FileStoreFormat``).
struct Snapshot {
    var generation: Int
    var projects: [ProjectRecord]
    var todos: [TodoRecord]

    /// The file's bytes: a header, then one record per line, keys sorted, so that two snapshots
    /// diff record by record.
    func encoded() -> Data {
        var writer = JSONWriter()
        writer.raw("{\"formatVersion\":")
        writer.integer(FileStoreFormat.version)
        writer.raw(",\"generation\":")
        writer.integer(generation)
        writer.raw(",\n\"projects\":[")
        for (index, project) in projects.enumerated() {
            index == 0 ? writer.raw("\n") : writer.raw(",\n")
            project.writeJSON(to: &writer)
        }
        writer.raw("\n],\n\"todos\":[")
        for (index, todo) in todos.enumerated() {
            index == 0 ? writer.raw("\n") : writer.raw(",\n")
            todo.writeJSON(to: &writer)
        }
        writer.raw("\n]}\n")
        return Data(writer.bytes)
    }

    /// Reads a snapshot file; any flaw is a ``FileStoreError`` saying where it is.
    static func decode(_ data: Data, file: String) throws(FileStoreError) -> Snapshot {
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
        return Snapshot(generation: document.generation, projects: document.projects, todos: document.todos)
    }

    /// The JSON shape, decoded in one pass.
    private struct Document: Decodable {
        let formatVersion: Int
        let generation: Int
        let projects: [ProjectRecord]
        let todos: [TodoRecord]
    }
}
