import Domain
import Testing

@testable import Data
@testable import SQLiteStore

@Suite("A data source's lookup by unique key")
struct UniqueKeyLookupTests {
    /// Every store whose lookup answers without a server: memory, and SQLite's SQL.
    static func tables() throws -> [any TableDataSource<ProjectSchema>] {
        [InMemoryStore().table(ProjectSchema.self), try SQLiteStore.openInMemory().table(ProjectSchema.self)]
    }

    @Test("a column that keeps no unique key is refused, not answered from whatever it holds")
    func onlyUniqueColumns() async throws {
        for projects in try Self.tables() {
            let home = ProjectRecord(Project(name: "Home"))
            try await projects.insert([home])

            #expect(try await projects.fetch(unique: "name_key", key: "home") == home)
            for column in ["name", "id", "no_such_column"] {
                let error = await #expect(throws: DataSourceError.self) {
                    try await projects.fetch(unique: column, key: "Home")
                }
                #expect(error?.description == "projects keeps no unique key in column \(column)", "\(projects)")
            }
        }
    }
}
