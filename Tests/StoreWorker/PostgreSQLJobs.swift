// The PostgreSQL store's fault-test jobs: as SQLiteJobs, against the database at a URL.
import Data
import Domain
import Foundation

enum PostgreSQLJobs {
    /// `postgres-batch <url> <count>`: stores `count` todos in one createAll (one transaction),
    /// printing `started` before it and `committed <count>` after. The test kills it between.
    static func batch(_ arguments: [String]) async -> Int32 {
        guard arguments.count == 2, let count = Int(arguments[1]) else { return usage("postgres-batch <url> <count>") }
        do {
            let store = try DataStore.postgres(url: arguments[0])
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

    /// `postgres-writer <url> <count> <tag>`: stores `count` todos one at a time, four at once,
    /// printing `wrote <n>` after each; exits 1 on the first error.
    static func writer(_ arguments: [String]) async -> Int32 {
        guard arguments.count == 3, let count = Int(arguments[1]) else {
            return usage("postgres-writer <url> <count> <tag>")
        }
        do {
            let store = try DataStore.postgres(url: arguments[0])
            let todos = TodoRepositoryImpl(dataSource: store.todoDataSource())
            let tag = arguments[2]
            try await withThrowingTaskGroup(of: Void.self) { group in
                for lane in 0..<4 {
                    group.addTask {
                        for index in stride(from: lane, to: count, by: 4) {
                            _ = try await todos.create(Todo(title: "\(tag) \(index)"))
                        }
                    }
                }
                try await group.waitForAll()
            }
            say("wrote \(count)")
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
