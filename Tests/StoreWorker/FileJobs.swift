import Data
import Domain
import Foundation

/// Jobs on the JSON file store.
enum FileJobs {
    /// `file-writes <folder> <count> <tag> <maxBatch>`: creates `count` batches of todos in the
    /// file store at `folder`, batch `i` holding `i % maxBatch + 1` todos titled "<tag> batch <i>",
    /// and prints "<tag> <i> <size>" once each batch is acknowledged. Notes are long enough that
    /// the journal is compacted every few dozen writes, so a kill can land in a compaction too.
    static func writes(_ arguments: [String]) async -> Int32 {
        guard arguments.count == 4, let count = Int(arguments[1]), let maxBatch = Int(arguments[3]), maxBatch > 0
        else {
            FileHandle.standardError.write(Data("usage: file-writes <folder> <count> <tag> <maxBatch>\n".utf8))
            return 64
        }
        let tag = arguments[2]
        let notes = String(repeating: "Acknowledged writes must survive SIGKILL. ", count: 50)
        do {
            let store = try DataStore.file(at: URL(fileURLWithPath: arguments[0]))
            let todos = TodoRepositoryImpl(dataSource: store.todoDataSource())
            for batch in 0..<count {
                let size = batch % maxBatch + 1
                _ = try await todos.createAll(
                    (0..<size).map { _ in Todo(title: "\(tag) batch \(batch)", notes: notes) })
                FileHandle.standardOutput.write(Data("\(tag) \(batch) \(size)\n".utf8))
            }
            return 0
        } catch {
            FileHandle.standardError.write(Data("file-writes: \(error)\n".utf8))
            return 1
        }
    }
}
