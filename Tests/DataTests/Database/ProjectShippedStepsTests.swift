import Domain
import Foundation
import TestSupport
import Testing

@testable import Data
@testable import SQLiteStore

/// A file in use whose projects table ran the steps Project shipped before its schema was
/// generated, each recorded with its checksum, as the per-table format records them: it opens
/// with its rows, runs no step again and refuses a taken name, whatever the generated schema's
/// own column order. The steps are frozen here as they shipped, so an edit of
/// `ProjectSchema+History.swift` fails this test before it fails a user's file.
@Suite("Project's shipped steps 1 and 2 stay as the files and databases in use ran them")
struct ProjectShippedStepsTests {
    @Test("its rows are read, no step runs again, and a name taken in another case is refused")
    func shippedStepsOpen() async throws {
        let folder = try SQLiteTestFolder()
        defer { folder.remove() }
        let path = folder.path("shipped.sqlite")
        do {
            let connection = try SQLiteConnection(path: path)
            try connection.execute("PRAGMA journal_mode = WAL")
            try connection.execute(Self.step1)
            try connection.execute(Self.step2)
            try connection.execute(SQLiteTableVersions.createSQL)
            try connection.execute(
                """
                INSERT INTO "table_versions" VALUES ('projects', 2);
                INSERT INTO "table_steps" VALUES ('projects', 1, '\(MigrationCore.checksum(Self.step1))');
                INSERT INTO "table_steps" VALUES ('projects', 2, '\(MigrationCore.checksum(Self.step2))');
                INSERT INTO "projects" VALUES ('0190F5A0-1234-7ABC-8DEF-3F2A1B2C4D5E', 'Home', 'home', 1000, 1000);
                PRAGMA user_version = \(SQLiteSchema.format);
                """)
        }

        let store = try DataStore.sqlite(path: path)
        let projects = ProjectRepositoryImpl(dataSource: store.projectDataSource())
        #expect(try await projects.fetchAll(.all).map(\.name) == ["Home"])
        let taken = await repositoryError { () async throws(RepositoryError) in
            _ = try await projects.create(Project(name: "HOME"))
        }
        #expect(taken?.conflictKind == .duplicateKey(field: "name"), "\(String(describing: taken))")
        let garden = try await projects.create(Project(name: "Garden"))
        #expect(try await projects.fetch(id: garden.id).name == "Garden")

        let connection = try SQLiteConnection(path: path)
        #expect(
            try connection.pragmaInteger(#"SELECT "version" FROM "table_versions" WHERE "table" = 'projects'"#) == 2)
        #expect(
            try (SQLiteSchema.recordedSteps(on: connection)["projects"] ?? [:])
                == [1: MigrationCore.checksum(Self.step1), 2: MigrationCore.checksum(Self.step2)])
        // The table was not rebuilt: the key column is still the third, as step 1 made it.
        #expect(
            try connection.pragmaInteger(#"SELECT cid FROM pragma_table_info('projects') WHERE name = 'name_key'"#) == 2
        )
        #expect(try connection.pragmaInteger(#"SELECT name_key = 'garden' FROM "projects" WHERE name = 'Garden'"#) == 1)
    }

    @Test("each dialect's steps 1 and 2 have the checksums that files and databases in use recorded")
    func shippedChecksums() {
        // FNV-1a of each step as it shipped (MigrationCore.checksum): an edited step clashes there.
        #expect(
            ProjectSchema.migrations.prefix(2).map { MigrationCore.checksum($0.sql) } == [
                "efad5beaf55e6806", "1b71339430a4981e",
            ])
        #expect(
            ProjectSchema.postgreSQLMigrations.prefix(2).map { MigrationCore.checksum($0.sql) } == [
                "1d5df5892a553e4f", "1b71339430a4981e",
            ])
        #expect(MigrationCore.checksum(Self.step1) == "efad5beaf55e6806")
    }

    /// Step 1 of the projects table as it shipped.
    static let step1 = """
        CREATE TABLE "projects" (
            "id" TEXT NOT NULL PRIMARY KEY,
            "name" TEXT NOT NULL,
            "name_key" TEXT NOT NULL,
            "created_at" INTEGER NOT NULL,
            "updated_at" INTEGER NOT NULL
        );
        CREATE UNIQUE INDEX "projects_name_key" ON "projects" ("name_key");
        """

    /// Step 2 as it shipped: the index on the last group of time-ordered ids.
    static let step2 = """
        CREATE INDEX IF NOT EXISTS "projects_id_tail" ON "projects" (substr("id", 25))
            WHERE substr("id", 15, 1) = '7';
        """
}
