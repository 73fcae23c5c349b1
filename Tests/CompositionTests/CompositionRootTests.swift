import Composition
import DI
import Data
import Domain
import Foundation
import Presentation
import SQLiteStore
import Testing

@Suite("CompositionRoot")
struct CompositionRootTests {
    @Test("the whole graph resolves and verifies over every local store", arguments: ["memory", "sqlite", "file"])
    func graphVerifies(kind: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("composition-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let container = try CompositionRoot.makeContainer(store: Self.location(kind, in: folder))
        try container.verify()
    }

    @Test("each persistent store keeps its data at the location it was given", arguments: ["sqlite", "file"])
    func storeOpensTheGivenLocation(kind: String) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("composition-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let location = Self.location(kind, in: folder)
        let todo = Todo(title: "Kept where it was asked")

        let writer = try CompositionRoot.makeContainer(store: location)
        _ = try await writer.require((any TodoRepositoryProtocol).self).create(todo)

        let written = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
        #expect(!written.isEmpty, "nothing was written below \(folder.path)")
        let reader = try CompositionRoot.makeContainer(store: location)
        let stored = try await reader.require((any TodoRepositoryProtocol).self).fetch(id: todo.id)
        #expect(stored.title == todo.title)
    }

    private static func location(_ kind: String, in folder: URL) -> StoreLocation {
        switch kind {
        // Two folders deep, neither there yet: the store creates them.
        case "sqlite": .sqlite(path: folder.appendingPathComponent("nested/todos.sqlite").path)
        case "file": .file(directory: folder.appendingPathComponent("nested/store").path)
        default: .memory
        }
    }

    @Test("view models from one container see one store: what one adds, another lists")
    @MainActor
    func viewModelsShareTheStore() async throws {
        let container = try CompositionRoot.makeContainer(store: .memory)
        let projects = try container.require(ProjectListViewModel.self)
        let todos = try container.require(TodoListViewModel.self)

        #expect(await projects.add(Project(name: "Home")) != nil)
        #expect(await todos.add(Todo(title: "Water plants"), projectName: "Home") != nil)
        await projects.load()
        let openCounts = await projects.openTodoCounts(in: try container.require((any TodoRepositoryProtocol).self))

        #expect(openCounts?.values.sorted() == [1])
        #expect(todos.todos.map(\.title) == ["Water plants"])
    }

    @Test("a store that cannot be opened is reported by makeContainer, naming its location")
    func unopenableStore() throws {
        let location = StoreLocation.sqlite(path: "/dev/null/todos.sqlite")
        let error = try #require(throws: StoreOpeningError.self) {
            try CompositionRoot.makeContainer(store: location)
        }
        #expect(error.description.contains("/dev/null/todos.sqlite"))
    }

    @Test("a store that fails to open keeps the store's own error, not only its words")
    func openingKeepsTheUnderlyingError() throws {
        // A folder where the database file should be: SQLite refuses to open it.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("opening-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let error = try #require(throws: StoreOpeningError.self) {
            try DataAssembly.openStore(at: .sqlite(path: folder.path))
        }
        #expect(error.underlying is DataSourceError, "\(String(describing: error.underlying))")
    }
}
