import Data
import Domain
import Foundation
import RemoteStore
import TestSupport
import Testing

/// A collection larger than the response limit can still be listed and exported (issue 40,
/// item 3): the remote store pages through it, 1,000 records a request, every answer within the
/// limit. The limit is lowered to 600 KB here (a page of these todos is about 430 KB) so that
/// 2,000 of them (about 860 KB of JSON) stand for the 40,000 that passed the default 8 MB.
@Suite("Listing a remote collection larger than the response limit")
struct RemoteListingPagesTests {
    static let limit = 600_000

    @Test("every todo is listed, in order, and no answer passes the limit")
    func listsEverything() async throws {
        let server = try await ReferenceServer.start()
        defer { server.stop() }
        let todos = try await Self.seed(server, count: 2_000)
        let recorder = RecordingTransport(wrapping: server.transport)
        let store = DataStore.remote(
            baseURL: server.baseURL,
            configuration: NetworkSettings(maximumResponseBytes: Self.limit, transport: recorder))
        let repository = TodoRepositoryImpl(dataSource: store.todoDataSource())

        let listed = try await repository.fetchAll(.oldestFirst)

        #expect(listed.count == todos.count)
        #expect(listed.map(\.id) == todos.map(\.id))
        let answers = recorder.answers.map(\.bytes)
        #expect(answers.count == 3, "two full pages and an empty one")
        #expect(answers.allSatisfy { $0 <= Self.limit }, "\(answers)")
    }

    @Test("a query's own page is kept when it spans several of the store's pages")
    func keepsTheQuerysPage() async throws {
        let server = try await ReferenceServer.start()
        defer { server.stop() }
        let todos = try await Self.seed(server, count: 2_000)
        let store = DataStore.remote(
            baseURL: server.baseURL, configuration: NetworkSettings(maximumResponseBytes: Self.limit))
        let repository = TodoRepositoryImpl(dataSource: store.todoDataSource())
        var query = TodoQuery.oldestFirst
        query.page = Page(limit: 1_500, offset: 300)

        let listed = try await repository.fetchAll(query)

        #expect(listed.map(\.id) == todos[300..<1_800].map(\.id))
    }

    /// Stores `count` todos with a few hundred bytes of notes each, in id order.
    private static func seed(_ server: ReferenceServer, count: Int) async throws -> [Todo] {
        let seeding = DataStore.remote(baseURL: server.baseURL).todoDataSource()
        let notes = String(repeating: "a note of some length ", count: 10)
        let createdAt = Date(timeIntervalSince1970: 1_767_225_600)
        let todos = (0..<count).map {
            Todo(id: Fixtures.id($0 + 1), title: "Todo number \($0)", notes: notes, createdAt: createdAt)
        }
        try await seeding.insert(todos.map(TodoRecord.init))
        return todos
    }
}
