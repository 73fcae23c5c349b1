import Foundation
import Testing

@testable import ScaffoldKit

/// An entity whose table existed before the scaffold wrote its schema keeps its first steps by
/// hand (`{Entity}Schema+History.swift`, the manifest's `handWrittenSteps`), as Project keeps the
/// steps files in use ran: the generated schema starts from them, and its own steps follow.
@Suite("An entity whose table's first steps are written by hand")
struct HandWrittenStepsPlannerTests {
    /// A tree where Label was generated with the real templates, then recorded as keeping its
    /// table's first two steps by hand.
    private func generated() throws -> MemoryFileSystem {
        let fileSystem = try Fixtures.realRepository()
        let request = GenerationRequest(
            entity: "Label", fields: try FieldSpec.parseList("name:String:unique"), arguments: ["Label"])
        try Transaction.apply(try Fixtures.planner(fileSystem).plan(request), to: fileSystem)
        var manifest = try manifest(fileSystem)
        manifest.entities["Label"]?.handWrittenSteps = 2
        _ = try fileSystem.write(Data(manifest.encoded().utf8), to: ".scaffold/manifest.json")
        return fileSystem
    }

    private func manifest(_ fileSystem: MemoryFileSystem) throws -> ScaffoldManifest {
        try ScaffoldManifest.decode(fileSystem.texts[".scaffold/manifest.json"] ?? "", path: "m")
    }

    @Test("the SQL schemas start from the hand-written steps, with no step 1 or indexes of their own")
    func schemasStartFromHandWrittenSteps() throws {
        let fileSystem = try generated()
        let plan = try UpgradePlanner(planner: try Fixtures.planner(fileSystem)).plan(entities: ["Label"], force: false)
        try Transaction.apply(plan, to: fileSystem)
        let sqlite = try #require(fileSystem.texts["Data/Core/Schemas/LabelSchema+SQLite.swift"])
        #expect(sqlite.contains("    package static let migrations = handWrittenMigrations\n"), "\(sqlite)")
        #expect(sqlite.contains("The first 2 steps made the table before the scaffold wrote its"))
        #expect(!sqlite.contains("CREATE TABLE") && !sqlite.contains("static let indexes"))
        let postgreSQL = try #require(fileSystem.texts["Data/Core/Schemas/LabelSchema+PostgreSQL.swift"])
        #expect(postgreSQL.contains("    package static let postgreSQLMigrations = handWrittenPostgreSQLMigrations\n"))
        #expect(!postgreSQL.contains("CREATE TABLE"))
        #expect(try manifest(fileSystem).entities["Label"]?.handWrittenSteps == 2)
    }

    @Test("--add-field appends step 3 after the two hand-written steps, in both dialects")
    func addedFieldFollowsHandWrittenSteps() throws {
        let fileSystem = try generated()
        let change = GenerationRequest(
            entity: "Label", fieldChanges: [.add(try FieldSpec.parse("icon:String?"), defaultValue: nil)])
        try Transaction.apply(try Fixtures.planner(fileSystem).plan(change), to: fileSystem)
        let recorded = try #require(try manifest(fileSystem).entities["Label"])
        #expect(recorded.fieldChanges == [FieldChange(step: 3, added: "icon:String?", defaultValue: nil, removed: nil)])
        #expect(recorded.handWrittenSteps == 2)
        let sqlite = try #require(fileSystem.texts["Data/Core/Schemas/LabelSchema+SQLite.swift"])
        #expect(sqlite.contains("package static let migrations = handWrittenMigrations + [\n"), "\(sqlite)")
        #expect(sqlite.contains(#"version: 3,"#) && sqlite.contains(#"ADD COLUMN "icon" TEXT"#))
        let postgreSQL = try #require(fileSystem.texts["Data/Core/Schemas/LabelSchema+PostgreSQL.swift"])
        #expect(postgreSQL.contains("package static let postgreSQLMigrations = handWrittenPostgreSQLMigrations + [\n"))
        #expect(postgreSQL.contains(#"version: 3,"#))
    }
}
