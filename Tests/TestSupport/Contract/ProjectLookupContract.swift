import Domain
import Foundation
import Testing

extension RepositoryContract {
    /// Projects looked up by name (`fetch(name:)`): by the key uniqueness is decided on, on every
    /// store, following renames and deletions; a name no project has is nil, not an error.
    static let projectLookupCases: [ContractCase] = [
        ContractCase("a project is found by its name ignoring case, width, composition and surrounding space") {
            store async throws in
            let home = try await store.projects.create(Project(name: "Home"))
            let cafe = try await store.projects.create(Project(name: "Caf\u{E9}"))
            _ = try await store.projects.create(Project(name: "Work"))
            for name in ["Home", "home", "  hOME\t", "\u{FF48}\u{FF4F}\u{FF4D}\u{FF45}"] {
                #expect(try await store.projects.fetch(name: name) == home, "\(name.unicodeScalars.map(\.value))")
            }
            for name in ["Caf\u{E9}", "CAFE\u{301}"] {
                #expect(try await store.projects.fetch(name: name) == cafe, "\(name.unicodeScalars.map(\.value))")
            }
        },
        ContractCase("a name no project has is nil, in an empty store and beside similar names") {
            store async throws in
            #expect(try await store.projects.fetch(name: "Home") == nil)
            _ = try await store.projects.create(Project(name: "Home"))
            for name in ["Hom", "Home Office", "Ho me", "", " "] {
                #expect(try await store.projects.fetch(name: name) == nil, "\"\(name)\"")
            }
        },
        ContractCase("the lookup follows a rename to the new name and forgets a deleted project") {
            store async throws in
            var project = try await store.projects.create(Project(name: "Home"))
            project.name = "House"
            let renamed = try await store.projects.update(project)
            #expect(try await store.projects.fetch(name: "home") == nil)
            #expect(try await store.projects.fetch(name: "HOUSE") == renamed)
            try await store.projects.delete(id: renamed.id)
            #expect(try await store.projects.fetch(name: "House") == nil)
        },
    ]
}
