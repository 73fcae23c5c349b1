// The SQLite and PostgreSQL stores' fault-test jobs. Each writes through the public face
// (DataStore and the repositories), as the app does, and reports on standard output, one line
// per step. The store is named by the job: `sqlite-…` takes a path, `postgres-…` a URL.
import Data
import Domain
import Foundation
import PostgreSQLStore
import SQLiteStore

enum DatabaseJobs {
    /// How a job's first argument becomes its store.
    enum Kind: String {
        case sqlite
        case postgres

        func open(_ location: String) throws -> DataStore {
            switch self {
            case .sqlite: try DataStore.sqlite(path: location)
            case .postgres: try DataStore.postgres(url: location)
            }
        }
    }

    /// `<kind>-batch <location> <count>`: stores `count` todos in one createAll (one transaction),
    /// printing `started` before it and `committed <count>` after. The test kills it between.
    static func batch(_ kind: Kind, _ arguments: [String]) async -> Int32 {
        guard arguments.count == 2, let count = Int(arguments[1]) else {
            return usage("\(kind.rawValue)-batch <location> <count>")
        }
        do {
            let store = try kind.open(arguments[0])
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

    /// `<kind>-writer <location> <count> <tag>`: stores `count` todos one at a time, each in its
    /// own transaction, `lanes` at once, then prints `wrote <count>`; exits 1 on the first error.
    static func writer(_ kind: Kind, lanes: Int, _ arguments: [String]) async -> Int32 {
        guard arguments.count == 3, let count = Int(arguments[1]) else {
            return usage("\(kind.rawValue)-writer <location> <count> <tag>")
        }
        do {
            let store = try kind.open(arguments[0])
            let todos = TodoRepositoryImpl(dataSource: store.todoDataSource())
            let tag = arguments[2]
            try await withThrowingTaskGroup(of: Void.self) { group in
                for lane in 0..<lanes {
                    group.addTask {
                        for index in stride(from: lane, to: count, by: lanes) {
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

    /// `sqlite-open <path>`: prints `ready`, then waits for its standard input to end (the test
    /// closes every child's at once, so that they all open together), opens the store, which
    /// creates and migrates a new file, stores one todo titled `tag`, and prints `opened`.
    static func openTogether(_ arguments: [String]) async -> Int32 {
        guard arguments.count == 2 else { return usage("sqlite-open <path> <tag>") }
        say("ready")
        _ = FileHandle.standardInput.readDataToEndOfFile()
        do {
            let store = try Kind.sqlite.open(arguments[0])
            _ = try await TodoRepositoryImpl(dataSource: store.todoDataSource()).create(Todo(title: arguments[1]))
            say("opened")
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
