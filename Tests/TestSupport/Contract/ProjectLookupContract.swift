import Domain
import Foundation
import Testing

extension RepositoryContract {
    /// `fetch(name:)` on the store variants the generated `ProjectContract` does not reach: the
    /// file store read through a second store on the same folder, SQLite on a database file,
    /// remote over https. The rule itself (folded key, nil when absent, renames, deletions) is
    /// the generated contract's `lookupCases`; here only that the lookup sees another store's writes.
    static let projectLookupCases: [ContractCase] = [
        ContractCase("the lookup by name follows a rename and forgets a deleted project, on every store variant") {
            store async throws in
            var project = try await store.projects.create(Project(name: "Home"))
            project.name = "House"
            let renamed = try await store.projects.update(project)
            #expect(try await store.projects.fetch(name: "home") == nil)
            #expect(try await store.projects.fetch(name: "HOUSE") == renamed)
            try await store.projects.delete(id: renamed.id)
            #expect(try await store.projects.fetch(name: "House") == nil)
        }
    ]
}
