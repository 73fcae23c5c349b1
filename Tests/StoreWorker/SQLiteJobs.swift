// The SQLite store's fault-test jobs. Each writes through the public face (DataStore and the
// repositories), as the app does, and reports on standard output, one line per step.
import Data
import Domain
import Foundation

enum SQLiteJobs {
    /// `sqlite-batch <path> <count>`: stores `count` todos in one createAll (one transaction),
    /// printing `started` before it and `committed <count>` after. The test kills it between.
    static func batch(_ arguments: [String]) async -> Int32 {
        guard arguments.count == 2, let count = Int(arguments[1]) else { return usage("sqlite-batch <path> <count>") }
        do {
            let store = try DataStore.sqlite(path: arguments[0])
            let todos = TodoRepositoryImpl(dataSource: store.todoDataSource())
            let batch = (0..<count).map {
                Todo(title: "Batch item \($0)", notes: "written by a child that may be killed")
            }
            say("started")
            let created = try await todos.createAll(batch)
            say("committed \(created.count)")
            return 0
        } catch {
            return fail(error)
        }
    }

    /// `sqlite-writer <path> <count> <tag>`: stores `count` todos one at a time, each in its own
    /// transaction, printing `wrote <n>` after each; exits 1 on the first error.
    static func writer(_ arguments: [String]) async -> Int32 {
        guard arguments.count == 3, let count = Int(arguments[1]) else {
            return usage("sqlite-writer <path> <count> <tag>")
        }
        do {
            let store = try DataStore.sqlite(path: arguments[0])
            let todos = TodoRepositoryImpl(dataSource: store.todoDataSource())
            for index in 0..<count {
                _ = try await todos.create(Todo(title: "\(arguments[2]) \(index)"))
                say("wrote \(index + 1)")
            }
            return 0
        } catch {
            return fail(error)
        }
    }

    private static func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    private static func fail(_ error: any Error) -> Int32 {
        FileHandle.standardError.write(Data("StoreWorker: \(error)\n".utf8))
        return 1
    }

    private static func usage(_ text: String) -> Int32 {
        FileHandle.standardError.write(Data("usage: StoreWorker \(text)\n".utf8))
        return 64
    }
}
