import Domain
import Foundation
import Presentation

/// `demo ui`: the todo list on the whole screen, changed with keys. It drives the same
/// ``TodoListViewModel`` as `todo list` and draws it with the same table.
@MainActor
final class InteractiveSession {
    private let viewModel: TodoListViewModel
    private let console: Console
    private let baseContext: RenderContext
    private let environment: [String: String]
    private var overlay = InteractiveListView.Overlay()
    /// Which todos are shown: open ones first, as `todo list`; `f` cycles open, all and done.
    private var options = TodoListOptions()

    init(viewModel: TodoListViewModel, console: Console, context: RenderContext, environment: [String: String]) {
        self.viewModel = viewModel
        self.console = console
        self.baseContext = context
        self.environment = environment
    }

    /// Runs until the person quits; the terminal is restored on every way out.
    func run() async -> ExitCode {
        guard RawMode.enable() else {
            console.err("demo: error: the interactive mode needs a terminal; try 'demo todo list'\n")
            return .failure
        }
        console.out(.rendered(RawMode.enterScreen))
        defer {
            console.out(.rendered(RawMode.leaveScreen))
            RawMode.restore()
        }
        await viewModel.filter(options)
        while true {
            draw()
            switch KeyReader.next() {
            case .character("q"), .interrupt, .endOfInput, .escape: return .success
            // A paste outside a prompt is text with nowhere to go: it must never act as keys.
            case .paste, .resize, .ignored: break
            case .up, .character("k"): move(by: -1)
            case .down, .character("j"): move(by: 1)
            case .character(" "), .character("x"), .enter: await toggleSelected()
            case .character("a"): await addTodo()
            case .character("d"): await deleteSelected()
            case .character("f"): await cycleFilter()
            default: break
            }
        }
    }

    private var context: RenderContext {
        var context = baseContext
        context.terminal.width = TerminalProbe.width(of: STDOUT_FILENO, environment: environment)
        return context
    }

    private var height: Int {
        TerminalProbe.height(of: STDOUT_FILENO, environment: environment)
    }

    private func draw() {
        let lines = InteractiveListView.render(viewModel, overlay: overlay, height: height, context: context)
        console.out(.rendered("\u{1B}[H" + lines.map { $0 + "\u{1B}[K" }.joined(separator: "\n") + "\u{1B}[J"))
    }

    private func move(by step: Int) {
        guard !viewModel.todos.isEmpty else { return }
        overlay.selected = min(max(0, overlay.selected + step), viewModel.todos.count - 1)
        overlay.message = nil
        keepSelectionVisible()
    }

    private func keepSelectionVisible() {
        let rows = InteractiveListView.visibleRows(height: height)
        overlay.selected = min(overlay.selected, max(0, viewModel.todos.count - 1))
        if overlay.selected < overlay.scrollOffset { overlay.scrollOffset = overlay.selected }
        if overlay.selected >= overlay.scrollOffset + rows { overlay.scrollOffset = overlay.selected - rows + 1 }
    }

    private var selectedTodo: Todo? {
        viewModel.todos.indices.contains(overlay.selected) ? viewModel.todos[overlay.selected] : nil
    }

    private func toggleSelected() async {
        guard let todo = selectedTodo else { return }
        if let stored = await viewModel.toggle(id: todo.id) {
            overlay.message = "\(stored.isCompleted ? "Done" : "Reopened") \(ShortID.of(stored.id))  \(stored.title)"
        }
        keepSelectionVisible()
    }

    private func addTodo() async {
        guard let title = readLine(prompt: "New todo: "), !title.isEmpty else {
            overlay.message = "Nothing added."
            return
        }
        if let todo = await viewModel.add(Todo(title: title)) {
            overlay.message = "Added \(ShortID.of(todo.id))  \(todo.title)"
            if let index = viewModel.todos.firstIndex(where: { $0.id == todo.id }) { overlay.selected = index }
        }
        keepSelectionVisible()
    }

    private func deleteSelected() async {
        guard let todo = selectedTodo else { return }
        overlay.prompt = "Delete \"\(todo.title)\"? [y/N] "
        draw()
        var answer = KeyReader.next()
        while answer == .resize || answer == .ignored {
            draw()
            answer = KeyReader.next()
        }
        overlay.prompt = nil
        guard answer == .character("y") else {
            overlay.message = "Nothing deleted."
            return
        }
        if await viewModel.delete(id: todo.id) {
            overlay.message = "Deleted \(ShortID.of(todo.id))  \(todo.title)"
        }
        keepSelectionVisible()
    }

    private func cycleFilter() async {
        options.completion =
            switch options.completion {
            case .open: .any
            case .any: .done
            case .done: .open
            }
        await viewModel.filter(options)
        overlay.selected = 0
        overlay.scrollOffset = 0
        overlay.message = nil
    }

    /// A line typed on the last row: Enter accepts, Escape or Ctrl-C cancels; Left, Right, Home,
    /// End, Backspace and Delete edit; a paste is inserted as text.
    private func readLine(prompt: String) -> String? {
        var line = PromptLine()
        defer { overlay.prompt = nil }
        while true {
            let terminal = context.terminal
            overlay.prompt = line.rendered(
                label: prompt, width: terminal.width, cursorMark: terminal.isStyled ? "▏" : "_")
            // Keys already waiting are handled before the next frame, so a burst costs one draw.
            if !Input.shared.hasBufferedInput { draw() }
            switch KeyReader.next() {
            case .enter: return line.text
            case .escape, .interrupt, .endOfInput: return nil
            case .backspace: line.deleteBackward()
            case .delete: line.deleteForward()
            case .left: line.move(by: -1)
            case .right: line.move(by: 1)
            case .home: line.moveToStart()
            case .end: line.moveToEnd()
            case .character(let character): line.insert(String(character))
            case .paste(let text): line.insert(text)
            case .up, .down, .resize, .ignored: break
            }
        }
    }
}
