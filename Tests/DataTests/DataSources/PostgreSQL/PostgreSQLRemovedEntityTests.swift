import Domain
import Foundation
import Testing

@testable import Data
@testable import PostgreSQLStore

@Suite(
    "A PostgreSQL table left by an entity removed with scaffold --remove",
    .enabled(if: PostgreSQLTestServer.isAvailable, PostgreSQLTestServer.skipReason))
struct PostgreSQLRemovedEntityTests {
    @Test("the store opens, names the table, and deleting a project it refers to is not blocked; its rows stay")
    func foreignKeyDoesNotBlockWrites() async throws {
        let schema = try PostgreSQLTestSchema()
        defer { schema.drop() }
        let project = try await ProjectRepositoryImpl(
            dataSource: DataStore.postgres(url: schema.url).projectDataSource()
        ).create(Project(name: "Home"))
        try schema.connect().execute(
            """
            CREATE TABLE "orders" ("id" TEXT COLLATE "C" NOT NULL PRIMARY KEY,
                "project_id" TEXT COLLATE "C" NOT NULL REFERENCES "projects" ("id") ON DELETE RESTRICT);
            INSERT INTO "table_versions" VALUES ('orders', 1);
            INSERT INTO "orders" VALUES ('A', '\(project.id.uuidString)');
            """)

        let store = try DataStore.postgres(url: schema.url)
        #expect(store.unknownTables == ["orders"])
        try await ProjectRepositoryImpl(dataSource: store.projectDataSource()).delete(id: project.id)

        let connection = try schema.connect()
        #expect(try connection.query(#"SELECT "id" FROM "orders""#).rowCount == 1)
        let keys = try connection.query(
            #"SELECT 1 FROM pg_constraint WHERE conrelid = to_regclass('"orders"') AND contype = 'f'"#)
        #expect(keys.rowCount == 0)
    }
}
