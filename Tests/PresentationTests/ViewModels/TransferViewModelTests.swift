import Domain
import Foundation
import Presentation
import TestSupport
import Testing

@Suite("TransferViewModel")
@MainActor
struct TransferViewModelTests {
    let utc = TimeZone(identifier: "UTC") ?? .current

    @Test("export then import into an empty store reproduces every project and todo")
    func roundTrip() async throws {
        let source = try await SeededRepositories(
            projects: Fixtures.projects(), todos: Fixtures.todos(projects: Fixtures.projects()))
        let exported = try #require(await source.transfer().export())
        let target = try await SeededRepositories()
        let viewModel = target.transfer()

        #expect(await viewModel.importLines(exported, timeZone: utc))

        #expect(viewModel.imported.projects == 3)
        #expect(viewModel.imported.todos == 48)
        let original = try await source.todos.fetchAll(.all)
        let copied = try await target.todos.fetchAll(.all)
        #expect(copied == original)
    }

    @Test("a file with bad rows reports each by line and imports nothing")
    func badRowsImportNothing() async throws {
        let repositories = try await SeededRepositories()
        let viewModel = repositories.transfer()
        let text = """
            {"type":"project","name":"Home"}
            {"title":"Fine","project":"Home"}
            not json
            {"title":"   "}

            {"title":"Later","due":"2026-02-30"}
            {"title":"Where","project":"Nowhere"}
            {"title":"Loud","priority":"urgent"}
            """

        #expect(await viewModel.importLines(text, timeZone: utc) == false)

        #expect(
            viewModel.problems.map(\.description) == [
                "line 3: not valid JSON",
                "line 4: title must not be empty",
                "line 6: due \"2026-02-30\" is neither a real time written in ISO 8601 nor a date written YYYY-MM-DD",
                "line 7: project \"Nowhere\" is neither in the file nor stored",
                "line 8: priority \"urgent\" is not low, medium or high",
            ])
        #expect(viewModel.errorMessage == "5 rows cannot be imported; nothing was imported.")
        #expect(try await repositories.todos.count(matching: .all) == 0)
        #expect(try await repositories.projects.count(matching: .all) == 0)
    }

    @Test("a todo whose id is stored already is a bad row, not an overwrite")
    func existingIDIsBadRow() async throws {
        let repositories = try await SeededRepositories(projects: [Sample.home, Sample.work], todos: Sample.todos())
        let viewModel = repositories.transfer()

        let ok = await viewModel.importLines("{\"id\":\"000000a1-0000-4000-8000-0000000000a1\",\"title\":\"Again\"}")

        #expect(!ok)
        #expect(viewModel.problems.first?.line == 1)
        #expect(try await repositories.todos.fetch(id: Fixtures.id(0xA1)).title == "Buy milk")
    }

    @Test("progress reports checking up to the total, then writing")
    func progressPhases() async throws {
        let repositories = try await SeededRepositories()
        let viewModel = repositories.transfer()
        let text = (1...2500).map { "{\"title\":\"Todo \($0)\"}" }.joined(separator: "\n")
        var seen: [ImportProgress] = []

        #expect(await viewModel.importLines(text) { seen.append($0) })

        #expect(seen.first == ImportProgress(phase: .checking, completed: 1000, total: 2500))
        #expect(seen.contains(ImportProgress(phase: .checking, completed: 2500, total: 2500)))
        #expect(seen.last == ImportProgress(phase: .writing, completed: 2500, total: 2500))
        #expect(try await repositories.todos.count(matching: .all) == 2500)
    }
}

@Suite("Export timestamps")
@MainActor
struct ExportTimestampTests {
    @Test("every millisecond of a second survives export and import unchanged")
    func millisecondsRoundTrip() async throws {
        let todos = (0..<1000).map { index in
            Todo(
                id: Fixtures.id(index + 1), title: "T\(index)",
                createdAt: Date(millisecondsSince1970: 1_764_488_192_000 + Int64(index)))
        }
        let source = try await SeededRepositories(todos: todos)
        let exported = try #require(await source.transfer().export())
        let target = try await SeededRepositories()

        #expect(await target.transfer().importLines(exported))

        #expect(try await target.todos.fetchAll(.oldestFirst) == todos.map { try $0.validated() })
        #expect(exported.contains("\"createdAt\":\"2025-11-30T07:36:32.602Z\""))
    }
}
