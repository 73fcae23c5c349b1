import Domain
import Foundation
import TestSupport
import Testing

@testable import Presentation

@Suite("TransferViewModel: imports that round-trip")
@MainActor
struct ImportRoundTripTests {
    let utc = TimeZone(identifier: "UTC") ?? .current

    func seeded() async throws -> SeededRepositories {
        try await SeededRepositories(
            projects: Fixtures.projects(), todos: Fixtures.todos(projects: Fixtures.projects()))
    }

    @Test("importing an export of the same store succeeds, skips every row as unchanged and changes nothing")
    func sameStore() async throws {
        let repositories = try await seeded()
        let viewModel = repositories.transfer()
        let exported = try #require(await viewModel.export())
        let before = try await repositories.todos.fetchAll(.all)

        #expect(await viewModel.importLines(exported, timeZone: utc))

        #expect(viewModel.summary == ImportSummary(projects: 0, todos: 0, unchanged: 51))
        #expect(viewModel.summary.description == "Imported 0 projects and 0 todos, skipped 51 unchanged.")
        #expect(try await repositories.todos.fetchAll(.all) == before)
        #expect(try await repositories.projects.count(matching: .all) == 3)
    }

    @Test("a project renamed since it was created (a later updatedAt) imports back from its own export as unchanged")
    func renamedProjectRoundTrips() async throws {
        let home = Project(
            id: Fixtures.id(1), name: "Home", createdAt: Fixtures.date(), updatedAt: Fixtures.date(5))
        let repositories = try await SeededRepositories(projects: [home])
        let viewModel = repositories.transfer()
        let exported = try #require(await viewModel.export())

        #expect(await viewModel.importLines(exported, timeZone: utc), "\(viewModel.problems)")

        #expect(viewModel.summary == ImportSummary(projects: 0, todos: 0, unchanged: 1))
        #expect(try await repositories.projects.fetch(id: home.id) == home)
    }

    @Test("a stored row changed since the export is a conflict naming the line and the field, unless --replace")
    func conflictUnlessReplace() async throws {
        let repositories = try await seeded()
        let viewModel = repositories.transfer()
        let exported = try #require(await viewModel.export())
        let lines = exported.split(separator: "\n")
        let index = try #require(lines.firstIndex { $0.contains("\"title\":") })
        let original = try #require(try await repositories.todos.fetchAll(.all).first)
        var changed = original
        changed.title = "Changed since"
        _ = try await repositories.todos.update(changed)
        let storedChanged = try await repositories.todos.fetch(id: original.id)
        let row = try #require(lines.first { $0.contains(original.id.uuidString.lowercased()) })
        let line = try #require(lines.firstIndex(of: row)) + 1
        #expect(line > index)

        #expect(await viewModel.importLines(exported, timeZone: utc) == false)
        let conflict = ImportProblem(
            line: line,
            reason: "todo \(original.id.uuidString.lowercased()) is stored with a different title, updatedAt; "
                + "give --replace to overwrite it")
        #expect(viewModel.problems == [conflict])
        #expect(try await repositories.todos.fetch(id: original.id) == storedChanged)

        #expect(await viewModel.importLines(exported, timeZone: utc, replace: true))
        #expect(viewModel.summary == ImportSummary(projects: 0, todos: 1, replaced: 1, unchanged: 50))
        #expect(try await repositories.todos.fetch(id: original.id).title == original.title)
    }

    @Test("an earlier output's project lines (a type, openTodos, no id or times) import, each name once")
    func earlierProjectLines() async throws {
        let repositories = try await SeededRepositories()
        let viewModel = repositories.transfer()
        let text = """
            {"type":"project","name":"Garden","openTodos":3}
            {"name":"garden","openTodos":3}
            {"title":"Weed","project":"GARDEN"}
            """

        #expect(await viewModel.importLines(text, timeZone: utc), "\(viewModel.problems)")

        #expect(viewModel.summary == ImportSummary(projects: 1, todos: 1))
        let projects = try await repositories.projects.fetchAll(.all)
        #expect(projects.map(\.name) == ["Garden"])
        #expect(try await repositories.todos.fetchAll(.all).map(\.projectID) == projects.map(\.id))
    }

    @Test("the summary says project and todo in the singular for one, the plural otherwise")
    func summaryWords() {
        #expect(
            ImportSummary(projects: 1, todos: 3, unchanged: 12).description
                == "Imported 1 project and 3 todos, skipped 12 unchanged.")
        #expect(ImportSummary(projects: 2, todos: 1).description == "Imported 2 projects and 1 todo.")
    }

    @Test("CRLF line endings are read line for line, and the line numbers of problems stay right")
    func crlf() async throws {
        let repositories = try await SeededRepositories()
        let viewModel = repositories.transfer()
        let good =
            "{\"type\":\"project\",\"name\":\"Home\"}\r\n{\"title\":\"A\",\"project\":\"Home\"}\r\n{\"title\":\"B\"}\r\n"

        #expect(await viewModel.importLines(good, timeZone: utc))
        #expect(viewModel.summary == ImportSummary(projects: 1, todos: 2))

        #expect(await viewModel.importLines("{\"title\":\"C\"}\r\n\r\n{\"title\":\"\"}\r\n", timeZone: utc) == false)
        #expect(viewModel.problems == [ImportProblem(line: 3, reason: "title must not be empty")])
    }

    @Test("a title, notes or project name holding U+0000 is refused before any store sees it, with its line")
    func nulIsRefusedWithItsLine() async throws {
        let repositories = try await SeededRepositories()
        let viewModel = repositories.transfer()
        let text = #"""
            {"title":"fine"}
            {"title":"a\u0000b"}
            {"title":"b","notes":"\u0000"}
            {"type":"project","name":"x\u0000"}
            """#

        #expect(await viewModel.importLines(text, timeZone: utc) == false)

        let reason = "is invalid: it holds the character U+0000 (NUL), which cannot be stored"
        #expect(
            viewModel.problems.map(\.description) == [
                "line 2: title \(reason)", "line 3: notes \(reason)", "line 4: name \(reason)",
            ])
        #expect(try await repositories.todos.count(matching: .all) == 0)
    }

    @Test(
        "a day the calendar lacks in createdAt, a repeated id, and a bad project id are refused in words, with their lines"
    )
    func refusedInWords() async throws {
        let repositories = try await SeededRepositories()
        let viewModel = repositories.transfer()
        let project = "aaaaaaaa-0000-4000-8000-000000000001"
        let todo = "bbbbbbbb-0000-4000-8000-000000000001"
        let text = """
            {"type":"project","id":"\(project)","name":"Home"}
            {"type":"project","id":"\(project)","name":"Work"}
            {"type":"project","id":"nope","name":"Garden"}
            {"id":"\(todo)","title":"A","createdAt":"2026-02-30T00:00:00.000Z"}
            {"id":"\(todo)","title":"B","createdAt":"2026-02-28T00:00:00.000Z"}
            {"id":"\(todo)","title":"C"}
            """

        #expect(await viewModel.importLines(text, timeZone: utc) == false)

        #expect(
            viewModel.problems.map(\.description) == [
                "line 2: project id \(project) is on line 1 already",
                "line 3: \"id\" is not valid: expected 36 characters, hex digits in groups of 8-4-4-4-12",
                "line 4: createdAt \"2026-02-30T00:00:00.000Z\" is not a real time written in ISO 8601",
                "line 5: todo id \(todo) is on line 4 already",
                "line 6: todo id \(todo) is on line 4 already",
            ])
    }

    @Test("an id with a sign, a leading space or 0x is not a UUID, though sscanf would read it as 00000000-...")
    func idsAreStrict() async throws {
        let repositories = try await SeededRepositories()
        let viewModel = repositories.transfer()
        let ids = [
            "+0000000-0000-4000-8000-000000000001", " 0000000-0000-4000-8000-000000000001",
            "0x000000-0000-4000-8000-000000000001",
        ]
        let text = ids.map { #"{"id":"\#($0)","title":"A"}"# }.joined(separator: "\n")

        #expect(await viewModel.importLines(text, timeZone: utc) == false)

        #expect(
            viewModel.problems.map(\.description)
                == ids.enumerated().map { "line \($0 + 1): id \"\($1)\" is not a UUID" })
    }
}
