// The SQLite benchmarks' baseline: the same work as the store, written directly against the C
// API as a careful engineer would without a layer — one connection, statements prepared once,
// values bound as parameters, rows decoded by column index into a plain struct, UUIDs converted
// to and from their text by hand rather than through `uuidString` / `UUID(uuidString:)`, so that
// the ratio measures the store's layers and not a slower baseline.
import CSQLite
import Domain
import Foundation

/// A todo row as the baseline decodes it.
struct RawTodo {
    var id: UUID
    var title: String
    var notes: String
    var isCompleted: Bool
    var priority: Int
    var dueDate: Int64?
    var projectID: UUID?
    var createdAt: Int64
    var updatedAt: Int64
}

/// What the baseline reports when SQLite fails.
struct RawSQLiteError: Error {
    let code: Int32
    let message: String
}

/// One raw connection to a database that already has the store's schema.
final class RawSQLiteBaseline {
    private let db: OpaquePointer
    private static let digits: [UInt8] = Array("0123456789ABCDEF".utf8)
    private static let columns =
        "id, title, notes, is_completed, priority, due_date, project_id, created_at, updated_at"

    /// Opens `path`, with the settings the store's writer uses.
    init(path: String) throws {
        var pointer: OpaquePointer?
        guard sqlite3_open_v2(path, &pointer, SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX, nil) == SQLITE_OK,
            let pointer
        else {
            sqlite3_close_v2(pointer)
            throw RawSQLiteError(code: SQLITE_CANTOPEN, message: "cannot open \(path)")
        }
        db = pointer
        // The same patience as the store's connections: a store released just before may still be
        // checkpointing this file on its own threads.
        sqlite3_busy_timeout(pointer, 10_000)
        try exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON")
    }

    deinit {
        sqlite3_close_v2(db)
    }

    /// Makes a new, empty database at `path` whose pages are `pageBytes` long, for a case whose
    /// baseline keeps a file format the store no longer makes; opening it with the store then
    /// adds the schema and leaves the page size as it is.
    static func createEmptyFile(path: String, pageBytes: Int) throws {
        var pointer: OpaquePointer?
        defer { sqlite3_close_v2(pointer) }
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
        // The size is fixed by the first write to the file, which switching to WAL is.
        guard sqlite3_open_v2(path, &pointer, flags, nil) == SQLITE_OK,
            sqlite3_exec(pointer, "PRAGMA page_size = \(pageBytes); PRAGMA journal_mode = WAL", nil, nil, nil)
                == SQLITE_OK
        else {
            throw RawSQLiteError(code: SQLITE_CANTOPEN, message: "cannot create \(path) with \(pageBytes)-byte pages")
        }
    }

    /// One IMMEDIATE transaction, one INSERT statement, every todo bound and stepped.
    func insert(_ todos: [Todo]) throws {
        try inTransaction { try insertTodos(todos) }
    }

    /// One IMMEDIATE transaction: the projects, then the todos, each through one INSERT statement
    /// (an import's work).
    func insert(projects: [Project], todos: [Todo]) throws {
        try inTransaction {
            try insertProjects(projects)
            try insertTodos(todos)
        }
    }

    private func inTransaction(_ body: () throws -> Void) throws {
        try exec("BEGIN IMMEDIATE")
        do {
            try body()
        } catch {
            try? exec("ROLLBACK")
            throw error
        }
        try exec("COMMIT")
    }

    private func insertTodos(_ todos: [Todo]) throws {
        let statement = try prepare("INSERT INTO todos (\(Self.columns)) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)")
        defer { sqlite3_finalize(statement) }
        for todo in todos {
            bindUUID(todo.id, statement, 1)
            sqlite3_bind_text(statement, 2, todo.title, -1, csqlite_transient)
            sqlite3_bind_text(statement, 3, todo.notes, -1, csqlite_transient)
            sqlite3_bind_int64(statement, 4, todo.isCompleted ? 1 : 0)
            sqlite3_bind_int64(statement, 5, Int64(todo.priority.rawValue))
            if let due = todo.dueDate {
                sqlite3_bind_int64(statement, 6, due.millisecondsSince1970)
            } else {
                sqlite3_bind_null(statement, 6)
            }
            if let project = todo.projectID {
                bindUUID(project, statement, 7)
            } else {
                sqlite3_bind_null(statement, 7)
            }
            sqlite3_bind_int64(statement, 8, todo.createdAt.millisecondsSince1970)
            sqlite3_bind_int64(statement, 9, todo.updatedAt.millisecondsSince1970)
            try stepOnce(statement)
        }
    }

    private func insertProjects(_ projects: [Project]) throws {
        let statement = try prepare(
            "INSERT INTO projects (id, name, name_key, created_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?5)")
        defer { sqlite3_finalize(statement) }
        for project in projects {
            bindUUID(project.id, statement, 1)
            sqlite3_bind_text(statement, 2, project.name, -1, csqlite_transient)
            sqlite3_bind_text(statement, 3, project.nameKey, -1, csqlite_transient)
            sqlite3_bind_int64(statement, 4, project.createdAt.millisecondsSince1970)
            sqlite3_bind_int64(statement, 5, project.updatedAt.millisecondsSince1970)
            try stepOnce(statement)
        }
    }

    /// Runs an INSERT once and makes it ready for the next row.
    private func stepOnce(_ statement: OpaquePointer) throws {
        defer { sqlite3_reset(statement) }
        guard sqlite3_step(statement) == SQLITE_DONE else { throw failure() }
    }

    /// Every todo, oldest first, ties by id: the order the store's default query gives.
    func fetchAll() throws -> [RawTodo] {
        let statement = try prepare("SELECT \(Self.columns) FROM todos ORDER BY created_at ASC, id ASC")
        defer { sqlite3_finalize(statement) }
        var todos: [RawTodo] = []
        while sqlite3_step(statement) == SQLITE_ROW {
            todos.append(decode(statement))
        }
        return todos
    }

    /// `count` lookups, cycling through `ids`, with one reused statement. Each lookup is its own
    /// (autocommit) read transaction, as each of the store's `fetch(id:)` calls is: wrapping them
    /// all in one `BEGIN` would spare the baseline the lock and WAL check every call pays.
    func fetch(ids: [UUID], count: Int) throws -> [RawTodo] {
        let statement = try prepare("SELECT \(Self.columns) FROM todos WHERE id = ?1")
        defer { sqlite3_finalize(statement) }
        var todos: [RawTodo] = []
        todos.reserveCapacity(count)
        for index in 0..<count {
            bindUUID(ids[index % ids.count], statement, 1)
            if sqlite3_step(statement) == SQLITE_ROW { todos.append(decode(statement)) }
            sqlite3_reset(statement)
        }
        return todos
    }

    private func decode(_ statement: OpaquePointer) -> RawTodo {
        RawTodo(
            id: uuid(statement, 0) ?? UUID(),
            title: text(statement, 1),
            notes: text(statement, 2),
            isCompleted: sqlite3_column_int64(statement, 3) != 0,
            priority: Int(sqlite3_column_int64(statement, 4)),
            dueDate: sqlite3_column_type(statement, 5) == SQLITE_NULL ? nil : sqlite3_column_int64(statement, 5),
            projectID: uuid(statement, 6),
            createdAt: sqlite3_column_int64(statement, 7),
            updatedAt: sqlite3_column_int64(statement, 8)
        )
    }

    private func text(_ statement: OpaquePointer, _ column: Int32) -> String {
        guard let pointer = sqlite3_column_text(statement, column) else { return "" }
        let count = Int(sqlite3_column_bytes(statement, column))
        return String(decoding: UnsafeBufferPointer(start: pointer, count: count), as: UTF8.self)
    }

    private func uuid(_ statement: OpaquePointer, _ column: Int32) -> UUID? {
        guard let pointer = sqlite3_column_text(statement, column), sqlite3_column_bytes(statement, column) == 36 else {
            return nil
        }
        var bytes: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &bytes) { output in
            var input = 0
            for index in 0..<16 {
                if pointer[input] == UInt8(ascii: "-") { input += 1 }
                output[index] = Self.hex(pointer[input]) << 4 | Self.hex(pointer[input + 1])
                input += 2
            }
        }
        return UUID(uuid: bytes)
    }

    private static func hex(_ character: UInt8) -> UInt8 {
        character <= UInt8(ascii: "9") ? character &- UInt8(ascii: "0") : (character | 0x20) &- UInt8(ascii: "a") &+ 10
    }

    private func bindUUID(_ id: UUID, _ statement: OpaquePointer, _ index: Int32) {
        let digits = Self.digits
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 36) { text in
            withUnsafeBytes(of: id.uuid) { bytes in
                var out = 0
                for (position, byte) in bytes.enumerated() {
                    if position == 4 || position == 6 || position == 8 || position == 10 {
                        text[out] = CChar(UInt8(ascii: "-"))
                        out += 1
                    }
                    text[out] = CChar(digits[Int(byte >> 4)])
                    text[out + 1] = CChar(digits[Int(byte & 0x0F)])
                    out += 2
                }
            }
            _ = sqlite3_bind_text(statement, index, text.baseAddress, 36, csqlite_transient)
        }
    }

    private func prepare(_ sql: String) throws -> OpaquePointer {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(db, sql, -1, &statement, nil) == SQLITE_OK, let statement else { throw failure() }
        return statement
    }

    private func exec(_ sql: String) throws {
        guard sqlite3_exec(db, sql, nil, nil, nil) == SQLITE_OK else { throw failure() }
    }

    private func failure() -> RawSQLiteError {
        RawSQLiteError(code: sqlite3_extended_errcode(db), message: String(cString: sqlite3_errmsg(db)))
    }
}
