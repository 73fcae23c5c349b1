import Domain
import Foundation
import Presentation
import TestSupport
import Testing

/// Files that `demo export` wrote before the one wire format (each line with a `type`, a todo's
/// project by name, a `due` day written `YYYY-MM-DD`) still import, and their next export is in
/// the wire format: `Tests/Fixtures/ExportBeforeWireFormat/export.jsonl`, written by that export.
@Suite("import reads exports of the format before the one wire format")
@MainActor
struct ExportBeforeWireFormatTests {
    static let fixture = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/ExportBeforeWireFormat/export.jsonl")

    @Test("every row imports: projects by name, due days at the start of the day in the import's zone")
    func importsEveryRow() async throws {
        let zone = try #require(TimeZone(identifier: "Europe/Paris"))
        let text = try String(contentsOf: Self.fixture, encoding: .utf8)
        let repositories = try await SeededRepositories()
        let viewModel = repositories.transfer()

        #expect(await viewModel.importLines(text, timeZone: zone), "\(viewModel.problems)")

        #expect(viewModel.imported.projects == 2 && viewModel.imported.todos == 3)
        let home = try #require(try await repositories.projects.fetchAll(.all).first { $0.name == "Home" })
        let todos = try await repositories.todos.fetchAll(.all)
        let milk = try #require(todos.first { $0.title == "Buy milk" })
        #expect(milk.projectID == home.id && milk.priority == .high && milk.notes == "2 litres")
        #expect(milk.dueDate == DueDateFormat.parse("2026-12-24", timeZone: zone))
        let letters = try #require(todos.first { $0.title == "Read the old letters" })
        #expect(letters.dueDate == DueDateFormat.parse("1500-03-01", timeZone: zone))
        #expect(todos.first { $0.title == "File the report" }?.isCompleted == true)
    }

    @Test("the next export writes each record as the server does, and imports back unchanged")
    func exportsInTheWireFormat() async throws {
        let utc = try #require(TimeZone(identifier: "UTC"))
        let repositories = try await SeededRepositories()
        let viewModel = repositories.transfer()
        #expect(await viewModel.importLines(try String(contentsOf: Self.fixture, encoding: .utf8), timeZone: utc))

        let exported = try #require(await viewModel.export())

        let milk = try #require(exported.split(separator: "\n").first { $0.contains("Buy milk") })
        #expect(
            milk == #"{"createdAt":"2026-12-05T12:53:22.335Z","done":false,"due":"2026-12-24T00:00:00.000Z","#
                + #""id":"01a24644-2b1f-707b-8f24-55aadd4d7e7d","notes":"2 litres","priority":"high","#
                + #""projectId":"01a24644-2771-7bd6-ad05-64a2c6ddef97","title":"Buy milk","#
                + #""updatedAt":"2026-12-05T12:53:22.335Z"}"#)
        #expect(!exported.contains(#""type""#))
        #expect(await viewModel.importLines(exported, timeZone: utc))
        #expect(viewModel.summary == ImportSummary(projects: 0, todos: 0, unchanged: 5))
    }
}
