import Domain
import Foundation
import Testing

@testable import Data
@testable import SQLiteStore

@Suite("A SQLite table left by an entity removed with scaffold --remove")
struct SQLiteRemovedEntityTests {
    /// A file in which an entity `Order`, referring to projects, had stored a row before it was
    /// removed from the app: its table, its recorded step, and its foreign key.
    private func fileWithRemovedOrders(_ path: String) async throws -> Project {
        let project: Project
        do {
            let store = try DataStore.sqlite(path: path)
            let projects = ProjectRepositoryImpl(dataSource: store.projectDataSource())
            project = try await projects.create(Project(name: "Home"))
            await store.close()
        }
        let connection = try SQLiteConnection(path: path)
        try connection.execute(
            """
            CREATE TABLE "orders" ("id" TEXT NOT NULL PRIMARY KEY,
                "project_id" TEXT NOT NULL REFERENCES "projects" ("id") ON DELETE RESTRICT, "note" TEXT DEFAULT 'none');
            CREATE INDEX "orders_project_id" ON "orders" ("project_id");
            INSERT INTO "table_versions" VALUES ('orders', 1);
            INSERT INTO "orders" VALUES ('A', '\(project.id.uuidString)', 'kept');
            """)
        return project
    }

    @Test("the store opens, names the table, and deleting a project it refers to is not blocked; its rows stay")
    func foreignKeyDoesNotBlockWrites() async throws {
        let folder = try SQLiteTestFolder()
        defer { folder.remove() }
        let path = folder.path("removed.sqlite")
        let project = try await fileWithRemovedOrders(path)

        let store = try DataStore.sqlite(path: path)
        #expect(store.unknownTables == ["orders"])
        try await ProjectRepositoryImpl(dataSource: store.projectDataSource()).delete(id: project.id)
        await store.close()

        let connection = try SQLiteConnection(path: path)
        #expect(try connection.pragmaInteger(#"SELECT count(*) FROM "orders" WHERE "note" = 'kept'"#) == 1)
        #expect(try connection.pragmaInteger(#"SELECT count(*) FROM pragma_foreign_key_list('orders')"#) == 0)
        #expect(try connection.pragmaInteger(#"SELECT count(*) FROM pragma_index_list('orders')"#) == 2)
        let notNull = #"SELECT "notnull" FROM pragma_table_info('orders') WHERE name = 'project_id'"#
        #expect(try connection.pragmaInteger(notNull) == 1)
    }
}
