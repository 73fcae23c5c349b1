import Data
import Domain
import FileStore
import Foundation

/// Jobs on the JSON file store.
enum FileJobs {
    /// `file-writes <folder> <count> <tag> <maxBatch> [notesBytes]`: creates `count` batches of
    /// todos in the file store at `folder`, batch `i` holding `i % maxBatch + 1` todos titled
    /// "<tag> batch <i>", and prints "<tag> <i> <size>" once each batch is acknowledged. Notes of
    /// `notesBytes` (2,000 by default) make the journal be compacted every few dozen writes, so
    /// a kill can land in a compaction too.
    static func writes(_ arguments: [String]) async -> Int32 {
        guard (4...5).contains(arguments.count), let count = Int(arguments[1]), let maxBatch = Int(arguments[3]),
            maxBatch > 0, let notesBytes = arguments.count == 5 ? Int(arguments[4]) : 2_000
        else {
            FileHandle.standardError.write(
                Data("usage: file-writes <folder> <count> <tag> <maxBatch> [notesBytes]\n".utf8))
            return 64
        }
        let tag = arguments[2]
        let notes = String(repeating: "x", count: notesBytes)
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
