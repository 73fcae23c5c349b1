import Data
import Domain
import FileStore
import Foundation
import SQLiteStore
import TestSupport
import Testing

/// The server's promise under a crash: a create it acknowledged (201) is in the store, whatever
/// moment the process dies. Four client processes create todos one by one while the test kills
/// the server with SIGKILL at a random moment; every id a client printed must be stored.
@Suite("server: kill -9 during creates loses no acknowledged todo", .serialized)
struct KillDuringCreatesTests {
    static let trials = 20

    @Test("SQLite store, 20 trials", arguments: ["sqlite"])
    func sqlite(_ kind: String) async throws {
        try await runTrials(kind)
    }

    @Test("file store, 20 trials", arguments: ["file"])
    func file(_ kind: String) async throws {
        try await runTrials(kind)
    }

    private func runTrials(_ kind: String) async throws {
        var acknowledged = 0
        for trial in 0..<Self.trials {
            let folder = try TemporaryDirectory()
            let location = kind == "sqlite" ? folder.url.appendingPathComponent("todos.sqlite").path : folder.url.path
            let server = try await ServerProcess.start(["--store", "\(kind):\(location)"])
            let clients = try (0..<4).map { _ in try ClientProcess(server.url) }
            try await Task.sleep(for: .milliseconds(Int.random(in: 150...600)))
            server.kill()
            // Bounds that turn a hang into a failure naming the trial, not speed targets.
            let gone = await withinTimeLimit(.seconds(60)) { (try? await server.waitUntilGone()) != nil }
            try #require(gone == true, "trial \(trial): the killed server did not go away")
            let answered = await withinTimeLimit(.seconds(120)) {
                try? await clients.asyncFlatMap { try await $0.acknowledgedIDs() }
            }
            guard let answered, let ids = answered else {
                for client in clients { client.kill() }
                Issue.record("trial \(trial): the clients did not end after the server was killed")
                return
            }

            let store = kind == "sqlite" ? try DataStore.sqlite(path: location) : try DataStore.file(at: folder.url)
            let repository = TodoRepositoryImpl(dataSource: store.todoDataSource())
            for id in ids {
                let stored = await repositoryError { () async throws(RepositoryError) in
                    try await repository.fetch(id: id)
                }
                #expect(stored == nil, "trial \(trial): acknowledged todo \(id) is not in the \(kind) store")
            }
            acknowledged += ids.count
        }
        // Proves the trials did create: a run where no client was ever acknowledged checks nothing.
        #expect(acknowledged > Self.trials, "only \(acknowledged) creates were acknowledged in \(Self.trials) trials")
    }
}

/// One `ServerCreateClient` process creating todos until the server goes away.
private final class ClientProcess: Sendable {
    private let process: SpawnedProcess

    init(_ url: URL) throws {
        process = try SpawnedProcess(
            ChildCommand(BuiltProducts.url("ServerCreateClient").path, [url.absoluteString], standardError: .null))
    }

    /// Kills the client, when a trial gives up on it.
    func kill() {
        process.kill()
    }

    /// Waits for the client to end and returns every id the server acknowledged to it.
    func acknowledgedIDs() async throws -> [UUID] {
        _ = try await process.exit(within: .seconds(120))
        return process.standardOutput.split(separator: "\n").compactMap { UUID(uuidString: String($0)) }
    }
}

extension Array {
    fileprivate func asyncFlatMap<T>(_ transform: (Element) async throws -> [T]) async rethrows -> [T] {
        var result: [T] = []
        for element in self { result += try await transform(element) }
        return result
    }
}
