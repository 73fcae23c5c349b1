import Domain
import Foundation
import TestSupport
import Testing

@testable import Data
@testable import PostgreSQLStore
@testable import SQLiteStore

/// An entity whose table and fields are SQL keywords, described as `scripts/scaffold` describes
/// one (`--fields "order:Int select:String"`): the core must quote every identifier it writes.
@Suite("SQLite serves an entity whose table and columns are SQL keywords")
struct SQLiteKeywordColumnsTests {
    @Test("create, fetch, query, count, update and delete all work on table \"order\" with columns order and select")
    func keywordIdentifiersAreQuoted() async throws {
        let store = try SQLiteStore.openInMemory()
        try await store.write { session throws(DataSourceError) in
            try sqlite { () throws(SQLiteError) in
                try session.connection.execute(SQLiteTableSQL<SlotSchema>.createSQL)
            }
        }
        let slots = TableRepository<SlotSchema>(dataSource: SQLiteTable<SlotSchema>(store: store))
        let first = try await slots.create(Slot(id: Fixtures.id(1), order: 2, select: "where"))
        let second = try await slots.create(Slot(id: Fixtures.id(2), order: 1, select: "from"))

        #expect(try await slots.fetch(id: first.id) == first)
        #expect(try await slots.fetchAll(SlotQuery()) == [second, first])
        #expect(try await slots.fetchAll(SlotQuery(filter: SlotFilter(selectContains: "WHE"))) == [first])
        #expect(try await slots.count(matching: SlotFilter(selectContains: "o")) == 1)
        var moved = second
        moved.order = 3
        #expect(try await slots.update(moved).order == 3)
        #expect(try await slots.fetchAll(SlotQuery()).map(\.id) == [first.id, second.id])
        try await slots.delete(id: first.id)
        #expect(try await slots.count(matching: SlotFilter()) == 1)
    }
}

// The entity, in the shape the scaffold's templates give one.

struct Slot: StoredEntity, Equatable {
    let id: UUID
    var order: Int
    var select: String
    var createdAt = Fixtures.date()
    var updatedAt = Fixtures.date()

    func validated() throws(ValidationError) -> Slot { self }
}

struct SlotFilter: EntityFilter, Hashable {
    var selectContains: String?

    static let all = SlotFilter()

    func matches(_ slot: Slot) -> Bool {
        guard let selectContains, !selectContains.isEmpty else { return true }
        return TextMatching.contains(slot.select, selectContains)
    }
}

struct SlotQuery: EntityQuery, Hashable {
    static let all = SlotQuery()
    var filter = SlotFilter()
    /// By `order`, ascending: the only sort.
    var sort = 0
    var page: Page?

    func apply(to slots: some Sequence<Slot>) -> [Slot] {
        slots.filter(filter.matches).sorted { ($0.order, $0.id.uuidString) < ($1.order, $1.id.uuidString) }
    }

    func cursor(of slot: Slot) -> PageCursor { PageCursor(key: SortKey(slot.order), id: slot.id) }

    func comesAfterCursor(_ slot: Slot) -> Bool {
        guard let after = page?.after else { return true }
        let order = SortKey.compare(SortKey(slot.order), after.key, missingLastIn: .ascending)
        return order > 0 || (order == 0 && after.id.precedes(slot.id))
    }

    func validated() throws(ValidationError) -> SlotQuery { self }
}

struct SlotRecord: TableRecord, SQLiteRow {
    let id: UUID
    var order: Int
    var select: String
    var createdAt: Int64
    var updatedAt: Int64

    init(_ slot: Slot) {
        id = slot.id
        order = slot.order
        select = slot.select
        createdAt = slot.createdAt.millisecondsSince1970
        updatedAt = slot.updatedAt.millisecondsSince1970
    }

    func toDomain() -> Slot {
        Slot(
            id: id, order: order, select: select, createdAt: Date(millisecondsSince1970: createdAt),
            updatedAt: Date(millisecondsSince1970: updatedAt))
    }

    init<Row: SQLRowReader>(row: Row) throws(DataSourceError) {
        guard let id = row.uuid(at: 0) else { throw .storage(FailureEvidence("not a UUID")) }
        self.id = id
        order = Int(row.int64(at: 1))
        select = row.string(at: 2)
        createdAt = row.int64(at: 3)
        updatedAt = row.int64(at: 4)
    }

    func bind<Binder: SQLValueBinder>(to binder: Binder) throws(Binder.Failure) {
        try binder.bind(id, at: 1)
        try binder.bind(order, at: 2)
        try binder.bind(select, at: 3)
        try binder.bind(createdAt, at: 4)
        try binder.bind(updatedAt, at: 5)
    }
}

enum SlotSchema: SQLiteTableSchema {
    typealias Entity = Slot
    typealias Record = SlotRecord
    typealias Query = SlotQuery

    static let entityName = "slot"
    static let table = "order"
    static let columns = [
        SQLColumn("id", .text, "NOT NULL PRIMARY KEY"),
        SQLColumn("order", .integer, "NOT NULL"),
        SQLColumn("select", .text, "NOT NULL"),
        SQLColumn("created_at", .integer, "NOT NULL"),
        SQLColumn("updated_at", .integer, "NOT NULL"),
    ]
    static let indexes = [["order", "id"]]
    /// One step, from the description: the test creates the table itself.
    static let migrations = [SQLiteMigration(version: 1, sql: SQLiteTableSQL<SlotSchema>.createSQL)]
    static let postgreSQLMigrations = [
        PostgreSQLMigration(version: 1, name: "create order", sql: PostgreSQLTableSQL<SlotSchema>.createSQL)
    ]

    static func shape(of filter: SlotFilter) -> Bool { !(filter.selectContains ?? "").isEmpty }
    static func whereClause(_ filtered: Bool, _ placeholders: inout SQLPlaceholders) -> String {
        filtered ? " WHERE \(SQLiteTextFunctions.containsFunction)(\"select\", \(placeholders.next()))" : ""
    }
    static func bind<Binder: SQLValueBinder>(
        _ filter: SlotFilter, to binder: Binder
    ) throws(Binder.Failure) -> Int32 {
        guard let text = filter.selectContains, !text.isEmpty else { return 1 }
        try binder.bind(text, at: 1)
        return 2
    }
    static func sortKey(_ sort: Int) -> SQLSortKey { SQLSortKey("order", .ascending) }
}
