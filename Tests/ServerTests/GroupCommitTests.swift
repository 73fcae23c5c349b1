import Foundation
import Testing

@testable import Data
@testable import SQLiteStore

/// Overlapping `POST`s share a transaction (the server's group commit), yet each is answered as
/// if it had been written alone: a refused request refuses only itself.
@Suite("server: concurrent creates share commits, and are answered one by one")
struct GroupCommitTests {
    /// What one request sent and what it should get.
    private struct Create: Sendable {
        let id: UUID
        let json: String
    }

    @Test(
        "concurrent POSTs with repeated ids, refused titles and missing projects: only those are refused",
        arguments: ["sqlite", "memory"])
    func eachRequestGetsItsOwnAnswer(store: String) async throws {
        let folder = try TemporaryDirectory()
        let location = store == "sqlite" ? "sqlite:\(folder.url.appendingPathComponent("todos.sqlite").path)" : store
        let server = try await ServerProcess.start(["--store", location])
        defer { server.kill() }
        let client = HTTPClient(root: server.url)
        let unique = (0..<30).map { _ in UUID() }
        let repeated = Array(unique.prefix(5))
        let blank = (0..<3).map { _ in UUID() }
        let orphans = (0..<2).map { _ in UUID() }
        var creates = unique.map { Create(id: $0, json: HTTPClient.todoJSON(id: $0)) }
        creates += repeated.map { Create(id: $0, json: HTTPClient.todoJSON(id: $0)) }
        creates += blank.map { Create(id: $0, json: HTTPClient.todoJSON(id: $0, title: " ")) }
        creates += orphans.map {
            Create(
                id: $0,
                json: HTTPClient.todoJSON(id: $0).replacingOccurrences(
                    of: #""projectId":null"#, with: #""projectId":"\#(UUID().uuidString)""#))
        }

        let answers = try await withThrowingTaskGroup(of: (UUID, HTTPClient.Answer).self) { group in
            for create in creates.shuffled() {
                group.addTask {
                    (create.id, try await client.send("POST", "/v1/todos", body: Data("[\(create.json)]".utf8)))
                }
            }
            return try await group.reduce(into: [UUID: [HTTPClient.Answer]]()) { $0[$1.0, default: []].append($1.1) }
        }

        for id in unique {
            let statuses = answers[id, default: []].map(\.status).sorted()
            let codes = answers[id, default: []].compactMap(\.errorCode)
            if repeated.contains(id) {
                #expect(statuses == [201, 409] && codes == ["duplicate_id"], "\(id): \(statuses) \(codes)")
            } else {
                #expect(statuses == [201], "\(id): \(statuses)")
            }
            let created = answers[id, default: []].first { $0.status == 201 }
            #expect(created?.text.contains(id.uuidString.lowercased()) == true, "\(created?.text ?? "no 201")")
        }
        for id in blank {
            #expect(answers[id]?.map(\.status) == [422], "\(answers[id]?.map(\.text) ?? [])")
        }
        for id in orphans {
            let answer = answers[id]?.first
            #expect(answer?.status == 422 && answer?.errorCode == "invalid_reference", "\(answer?.text ?? "none")")
        }
        #expect(try await client.send("GET", "/v1/todos/count").text == #"{"count":30}"#)
    }

    @Test("20 POSTs that arrive while the database is locked are written in fewer than 10 commits")
    func overlappingCreatesShareCommits() async throws {
        let folder = try TemporaryDirectory()
        let path = folder.url.appendingPathComponent("todos.sqlite").path
        let server = try await ServerProcess.start(["--store", "sqlite:\(path)"])
        defer { server.kill() }
        // Another connection holds the write lock: the server's first create waits for it (the
        // busy timeout), and the other requests arrive meanwhile.
        let lock = try SQLiteConnection(path: path, create: false)
        try lock.execute("BEGIN IMMEDIATE")
        let before = try Self.commits(inWAL: path + "-wal")
        let ids = (0..<20).map { _ in UUID() }

        // A connection each, all sent at once (a URLSession would hold some back).
        let connections = try ids.map { id in
            let connection = try RawConnection(port: server.port)
            let body = HTTPClient.todoJSON(id: id)
            connection.send(
                "POST /v1/todos HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                    + "Content-Length: \(body.utf8.count)\r\n\r\n\(body)")
            return connection
        }
        // Not a measure of speed: time for the server to read every request and queue it.
        try await Task.sleep(for: .seconds(2))
        try lock.execute("ROLLBACK")

        #expect(connections.map { $0.status(quiet: .seconds(30)) } == Array(repeating: 201, count: ids.count))
        let commits = try Self.commits(inWAL: path + "-wal") - before
        #expect(commits < ids.count / 2, "\(ids.count) creates took \(commits) commits")
    }

    /// The commits recorded in the SQLite WAL file at `path`: the frames whose header gives the
    /// database's size after a commit, read while their salts match the file header's (frames
    /// past those were written before the WAL last restarted).
    private static func commits(inWAL path: String) throws -> Int {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        guard bytes.count >= 32 else { return 0 }
        func word(_ offset: Int) -> UInt32 { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) } }
        let frameSize = 24 + Int(word(8))
        let salts = (word(16), word(20))
        var commits = 0
        var frame = 32
        while frame + frameSize <= bytes.count, (word(frame + 8), word(frame + 12)) == salts {
            if word(frame + 4) != 0 { commits += 1 }
            frame += frameSize
        }
        return commits
    }
}
