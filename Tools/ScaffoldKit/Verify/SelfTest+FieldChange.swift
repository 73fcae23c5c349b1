import Foundation

/// The self-test's field change: rows stored by the sample entity as generated are still there,
/// with the new fields' defaults, after `--add-field` and `--remove-field` and a rebuild, in the
/// same SQLite file, JSON file store folder and (when `POSTGRES_TEST_URL` is set) PostgreSQL schema.
///
/// A test of the self-test's own, written into the copy only, stores the rows with the code as
/// generated; the field change is applied and the test replaced by one that reopens the stores
/// with the changed code. Both are removed before `--remove` is checked.
extension SelfTest {
    /// The change applied: a non-optional field with a given default, an optional one, and a removal;
    /// then an enum field with its default case, and the removal of an enum field (and its enum's file).
    static let fieldChange = GenerationRequest(
        entity: "SelftestGadget",
        arguments: ["SelftestGadget", "--selftest"],
        fieldChanges: [
            .add(
                FieldSpec(name: "rank", type: FieldType(base: .int, isArray: false, isOptional: false)),
                defaultValue: "3"),
            .add(
                FieldSpec(name: "label", type: FieldType(base: .string, isArray: false, isOptional: true)),
                defaultValue: nil),
            .remove("note"),
            .add(
                (try? FieldSpec.parse("level:SelftestLevel(low,high)"))
                    ?? FieldSpec(name: "level", type: FieldType(base: .string, isArray: false, isOptional: false)),
                defaultValue: "high"),
            .remove("mood"),
        ]
    )

    /// The self-test's own test file in the copy; its name contains the entity's, so the
    /// entity's test filter runs it.
    static let fieldChangeTest = "Tests/DataTests/SelftestGadgetFieldChangeTests.swift"

    /// Stores rows, changes the fields, rebuilds and checks them; then checks that changing them
    /// again changes nothing. Leaves the copy as generated with the changed fields.
    func checkFieldChange(_ workspace: Workspace) throws(ScaffoldError) -> String {
        let data = verifier.root.appending(path: verifier.directory).appending(path: "field-change")
        try? FileManager.default.removeItem(at: data)
        do {
            try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        } catch {
            throw .io("cannot make \(data.path): \(error.localizedDescription)")
        }
        defer { try? FileManager.default.removeItem(at: data) }
        let store = Plan(
            title: "store sample rows", entity: Self.request.entity,
            changes: [
                Plan.Change(
                    path: Self.fieldChangeTest, action: .create, before: nil,
                    after: Self.fieldChangeSource(phase: .store, data: data.path))
            ])
        try verifier.check(store, testFilter: "SelftestGadgetFieldChange", unlinted: [Self.fieldChangeTest])

        var change = try makePlanner(workspace).plan(Self.fieldChange)
        let before = Self.fieldChangeSource(phase: .store, data: data.path)
        change = Plan(
            title: change.title, entity: change.entity,
            changes: change.changes + [
                Plan.Change(
                    path: Self.fieldChangeTest, action: .overwrite, before: before,
                    after: Self.fieldChangeSource(phase: .check, data: data.path))
            ])
        try verifier.check(change, testFilter: Self.request.entity, unlinted: [Self.fieldChangeTest])
        var report = "selftest: --add-field rank:Int=3, --add-field label:String?, --remove-field note, "
        report += "--add-field level:SelftestLevel(low,high)=high, --remove-field mood: "
        report += "rows stored before are there after a rebuild, with the defaults, on SQLite, the file store"
        report += environment["POSTGRES_TEST_URL"].map { $0.isEmpty ? "" : " and PostgreSQL" } ?? ""
        report += "; the changed entity's tests pass\n"

        do {
            try FileManager.default.removeItem(at: verifier.mirror.appending(path: Self.fieldChangeTest))
        } catch {
            throw .io("cannot remove the self-test's own test from the copy: \(error.localizedDescription)")
        }
        let changed = try Workspace.load(DiskFileSystem(root: verifier.mirror), environment: environment)
        let again = try makePlanner(changed).plan(Self.fieldChange)
        guard again.isNoOp else {
            let files = again.writes.map(\.path).joined(separator: ", ")
            throw .verifyFailed(
                step: "field change idempotence", log: verifier.log.path, tail: "a second run would change: \(files)")
        }
        return report + "selftest: changing the fields again changes nothing\n"
    }

    /// The two versions of the self-test's own test.
    enum FieldChangePhase {
        /// Stores two samples with the entity as generated.
        case store
        /// Reads them back with the changed entity.
        case check
    }

    /// The test's source for `phase`, keeping its stores under `data`.
    static func fieldChangeSource(phase: FieldChangePhase, data: String) -> String {
        let body: String
        switch phase {
        case .store:
            body = """
                    @Test("stores two samples in every store, as generated")
                    func store() async throws {
                        let samples = [SelftestGadgetContract.sample(1), SelftestGadgetContract.sample(2)]
                        for store in try stores(fresh: true) {
                            _ = try await SelftestGadgetRepositoryImpl(dataSource: store.selftestGadgetDataSource())
                                .createAll(samples)
                        }
                    }
                """
        case .check:
            body = """
                    @Test("reads the samples back after the field change, with the new fields' defaults")
                    func check() async throws {
                        for store in try stores(fresh: false) {
                            let found = try await SelftestGadgetRepositoryImpl(dataSource: store.selftestGadgetDataSource())
                                .fetchAll(.all)
                            #expect(found.map(\\.id) == [Fixtures.id(1), Fixtures.id(2)])
                            #expect(found.map(\\.title) == ["Item 1", "Item 2"])
                            #expect(found.map(\\.rank) == [3, 3])
                            #expect(found.map(\\.label) == [nil, nil])
                            #expect(found.map(\\.level) == [.high, .high])
                        }
                        let connection = try SQLiteConnection(path: folder + "/gadgets.sqlite")
                        let columns = try connection.prepare(#"SELECT "name" FROM pragma_table_info('selftest_gadgets')"#)
                        var names: [String] = []
                        while try columns.step() { names.append(columns.string(at: 0)) }
                        #expect(!names.contains("note") && names.contains("rank") && names.contains("label"))
                        #expect(!names.contains("mood") && names.contains("level"))
                        #expect(try SQLiteTableVersions.version(of: "selftest_gadgets", on: connection) == 6)
                        if let server = PostgreSQLTestServer.url {
                            _ = try PostgreSQLConnection(url: server).execute("DROP SCHEMA IF EXISTS \\(schema) CASCADE")
                        }
                    }
                """
        }
        return """
            import Domain
            import FileStore
            import Foundation
            import TestSupport
            import Testing

            @testable import Data
            @testable import PostgreSQLStore
            @testable import SQLiteStore

            // Written by scripts/scaffold --selftest into its copy only: see SelfTest+FieldChange.swift.
            @Suite("SelftestGadget keeps its rows through a field change", .serialized)
            struct SelftestGadgetFieldChangeTests {
                let folder = \(String(reflecting: data))
                let schema = "scaffold_selftest_field_change"

                /// The SQLite file, the file store folder and, with a test server, a PostgreSQL schema.
                func stores(fresh: Bool) throws -> [DataStore] {
                    var stores = [try DataStore.sqlite(path: folder + "/gadgets.sqlite")]
                    stores.append(try DataStore.file(at: URL(filePath: folder + "/files", directoryHint: .isDirectory)))
                    if let server = PostgreSQLTestServer.url {
                        if fresh {
                            let connection = try PostgreSQLConnection(url: server)
                            _ = try connection.execute("DROP SCHEMA IF EXISTS \\(schema) CASCADE; CREATE SCHEMA \\(schema)")
                        }
                        let separator = server.contains("?") ? "&" : "?"
                        stores.append(try DataStore.postgres(url: server + separator + "options=-csearch_path%3D\\(schema)"))
                    }
                    return stores
                }

            \(body)
            }

            """
    }
}
