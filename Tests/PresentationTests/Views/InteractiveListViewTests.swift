import Domain
import Foundation
import Presentation
import TestSupport
import Testing

@Suite("InteractiveListView")
@MainActor
struct InteractiveListViewTests {
    @Test("the screen marks the selected row, fills the height and ends with the keys")
    func marksSelection() async throws {
        let repositories = try await SeededRepositories(projects: [Sample.home, Sample.work], todos: Golden.todos())
        let viewModel = repositories.todoList()
        await viewModel.load()

        let lines = InteractiveListView.render(
            viewModel, overlay: .init(selected: 1), height: 8, context: Golden.context(.plainTerminal(width: 60)))

        #expect(
            lines == [
                "Todos (open)  2",
                "  ID        DONE  PRI   DUE         PROJECT  TITLE",
                "  000000a1  [ ]   high  2026-01-02  Home     Buy milk",
                "> 000000a2  [ ]   low   2026-01-10  Work     Write report",
                "", "", "",
                "j/k move  space toggle  a add  d delete  f filter  q quit",
            ])
    }

    @Test("a long list scrolls so that the selected row stays on the screen")
    func scrolls() async throws {
        let todos = (0..<30).map {
            Todo(id: Fixtures.id($0 + 1), title: "Todo \($0)", createdAt: Fixtures.date(Int64($0)))
        }
        let repositories = try await SeededRepositories(todos: todos)
        let viewModel = repositories.todoList()
        await viewModel.load()

        let lines = InteractiveListView.render(
            viewModel, overlay: .init(selected: 25, scrollOffset: 22), height: 8,
            context: Golden.context(.plainTerminal(width: 60)))

        #expect(lines.count == 8)
        #expect(lines.contains { $0.hasPrefix("> ") && $0.hasSuffix("Todo 25") })
        #expect(!lines.contains { $0.hasSuffix("Todo 21") })
    }

    @Test("an error replaces the key line")
    func showsError() async throws {
        let repositories = try await SeededRepositories()
        let viewModel = repositories.todoList()
        await viewModel.add(Todo(title: ""))

        let lines = InteractiveListView.render(
            viewModel, overlay: .init(), height: 5, context: Golden.context(.plainTerminal(width: 60)))

        #expect(lines.last == "Title must not be empty.")
    }

    @Test("a message and a question holding a stored title show its controls as escapes and fit the width")
    func lastLineIsSanitisedAndFitted() async throws {
        let repositories = try await SeededRepositories()
        let viewModel = repositories.todoList()
        await viewModel.load()
        let context = Golden.context(.plainTerminal(width: 30))
        let title = "x\u{1B}]0;t\u{07}\u{202E}y"

        let message = InteractiveListView.render(
            viewModel, overlay: .init(message: "Done 000000a1  \(title)"), height: 5, context: context)
        let question = InteractiveListView.render(
            viewModel, overlay: .init(prompt: "Delete \"\(title) and a long tail\"? [y/N] "), height: 5,
            context: context)

        #expect(message.last == "Done 000000a1  x\\e]0;t\\u{7}\\u…")
        #expect(question.last?.hasPrefix("Delete \"x\\e]0;t") == true)
        #expect(question.last?.terminalWidth == 30)
    }
}
