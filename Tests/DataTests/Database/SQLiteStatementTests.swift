import CSQLite
import Domain
import Foundation
import Testing

@testable import Data
@testable import SQLiteStore

@Suite("Statements are prepared once and reused; values round-trip through binding")
struct SQLiteStatementTests {
    private func makeSession() throws -> SQLiteSession {
        let connection = try SQLiteConnection(path: ":memory:")
        try connection.execute("PRAGMA foreign_keys = ON")
        try SQLiteSchema.createTables(on: connection)
        return SQLiteSession(connection: connection)
    }

    @Test("repeated calls of one kind reuse one statement, whatever the values")
    func repeatedCallsReuseStatements() throws {
        let session = try makeSession()
        let first = TodoRecord(Todo(title: "First"))
        try session.insert([first], in: TodoSchema.self)
        _ = try session.fetch(id: first.id, in: TodoSchema.self)
        _ = try session.select(TodoQuery(filter: TodoFilter(text: "a")), in: TodoSchema.self)
        let prepared = Self.preparedStatements(session)

        for index in 0..<20 {
            try session.insert([TodoRecord(Todo(title: "Todo \(index)"))], in: TodoSchema.self)
            _ = try session.fetch(id: UUID(), in: TodoSchema.self)
            _ = try session.select(
                TodoQuery(filter: TodoFilter(text: "\(index)"), page: Page(limit: index)), in: TodoSchema.self)
        }

        #expect(Self.preparedStatements(session) == prepared)
        let byID = SQLiteStatementKey(table: TodoSchema.self, kind: .byID)
        #expect(try session.statement(byID, "unused: already prepared") === session.statement(byID, ""))
    }

    @Test("each new query shape is prepared once, then reused")
    func eachShapeIsPreparedOnce() throws {
        let session = try makeSession()
        let before = Self.preparedStatements(session)
        let shapes = [
            TodoQuery(sort: TodoSort(.title, .descending)),
            TodoQuery(filter: TodoFilter(isCompleted: true, priority: .high)),
            TodoQuery(filter: TodoFilter(dueDateMax: Date()), sort: TodoSort(.dueDate)),
        ]
        for query in shapes + shapes { _ = try session.select(query, in: TodoSchema.self) }
        #expect(Self.preparedStatements(session) == before + shapes.count)
    }

    /// How many statements the session's connection holds prepared, as SQLite itself lists
    /// them (`sqlite3_next_stmt`): the one-off statements are finalized when released.
    private static func preparedStatements(_ session: SQLiteSession) -> Int {
        var count = 0
        var statement = sqlite3_next_stmt(session.connection.handle, nil)
        while let current = statement {
            count += 1
            statement = sqlite3_next_stmt(session.connection.handle, current)
        }
        return count
    }

    @Test("UUID text is parsed in either case, strictly")
    func uuidTextRoundTrips() {
        let id = UUID()
        let bytes: [UInt8] = Array("id \(id.uuidString)".utf8)
        #expect(bytes.dropFirst(3).withUnsafeBufferPointer { UUID(text: $0) } == id)
        let lower = Array(id.uuidString.lowercased().utf8)
        #expect(lower.withUnsafeBufferPointer { UUID(text: $0) } == id)
        for malformed in [
            "", "not a uuid", String(id.uuidString.dropLast()) + "G", id.uuidString.replacing("-", with: "_"),
        ] {
            #expect(Array(malformed.utf8).withUnsafeBufferPointer { UUID(text: $0) } == nil, "\(malformed)")
        }
        // Each byte just outside "0"..."9", "A"..."F" and "a"..."f", or one bit away from a hex
        // digit, in the place of one digit.
        for byte: UInt8 in [0x2F, 0x3A, 0x40, 0x47, 0x60, 0x67, 0x00, 0x10, 0xC1, 0xE1, 0xFF] {
            var text = Array(id.uuidString.utf8)
            text[30] = byte
            #expect(text.withUnsafeBufferPointer { UUID(text: $0) } == nil, "byte \(byte) taken as a digit")
        }
        #expect(UUID(text: id.uuidString.lowercased()) == id, "the same from a String")
        for signed in ["+", " ", "0x"].map({ $0 + id.uuidString.dropFirst($0.count) }) {
            #expect(UUID(text: signed) == nil, "sscanf would take \(signed)")
        }
    }

    @Test("text with NUL bytes, emoji and the empty string round-trips exactly")
    func textRoundTrips() throws {
        let connection = try SQLiteConnection(path: ":memory:")
        let statement = try connection.prepare("SELECT ?1")
        for text in ["", "a\u{0}b", "👨‍👩‍👧‍👦 e\u{301}", String(repeating: "x", count: 100_000)] {
            try statement.bind(text, at: 1)
            #expect(try statement.step())
            #expect(statement.string(at: 0) == text)
            statement.reset()
        }
    }

    @Test("a due-date bound between two milliseconds selects what Domain's Date comparison selects")
    func subMillisecondBoundsMatchReference() async throws {
        let store = try DataStore.sqliteInMemory()
        let todos = TodoRepositoryImpl(dataSource: store.todoDataSource())
        let due = Date(millisecondsSince1970: 1_767_225_600_123)
        let stored = try await todos.create(Todo(title: "Due", dueDate: due))
        let offsets: [TimeInterval] = [-0.0011, -0.0004, 0, 0.0004, 0.0011]
        for offset in offsets {
            let bound = due.addingTimeInterval(offset)
            for filter in [
                TodoFilter(dueDateMin: bound), TodoFilter(dueDateMax: bound), TodoFilter(dueDate: .equals(bound)),
            ] {
                let expected = filter.matches(stored) ? 1 : 0
                #expect(try await todos.count(matching: filter) == expected, "\(filter)")
            }
        }
    }
}
