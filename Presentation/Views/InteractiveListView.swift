import Domain

/// The interactive mode's screen: the same todo table as `todo list`, a marker on the selected
/// row, scrolled to keep it visible, and a last line that is either a prompt, a message or the
/// keys. A pure function of the view model and the session's state, so it is tested like the rest.
public enum InteractiveListView {
    /// What the session shows besides the list.
    public struct Overlay: Equatable, Sendable {
        /// The selected row.
        public var selected: Int
        /// The first row shown.
        public var scrollOffset: Int
        /// A question being typed into, e.g. `New todo: Buy mi`.
        public var prompt: String?
        /// The result of the last action, e.g. `Added 3f2a1b2c`.
        public var message: String?

        /// Makes an overlay.
        public init(selected: Int = 0, scrollOffset: Int = 0, prompt: String? = nil, message: String? = nil) {
            self.selected = selected
            self.scrollOffset = scrollOffset
            self.prompt = prompt
            self.message = message
        }
    }

    /// The keys, as the last line shows them; arrows only where symbols are allowed.
    public static func keyHelp(styled: Bool) -> String {
        (styled ? "↑/↓" : "j/k") + " move  space toggle  a add  d delete  f filter  q quit"
    }

    /// The rows that fit on a screen `height` lines tall: all but the title, header and last line.
    public static func visibleRows(height: Int) -> Int {
        max(1, height - 4)
    }

    /// The screen's lines for `viewModel`, at most `height` of them.
    @MainActor
    public static func render(
        _ viewModel: TodoListViewModel, overlay: Overlay, height: Int, context: RenderContext
    ) -> [String] {
        let terminal = context.terminal
        let filter: String =
            switch viewModel.query.filter.completion.isCompleted {
            case false?: "open"
            case true?: "done"
            case nil: "all"
            }
        var lines = [
            TextStyle.apply([.bold], to: "Todos (\(filter))  \(viewModel.todos.count)", enabled: terminal.isStyled)
        ]
        let rowsShown = visibleRows(height: height)
        let window = Array(viewModel.todos.dropFirst(overlay.scrollOffset).prefix(rowsShown))
        var narrower = context
        narrower.terminal.width = max(1, terminal.width - 2)
        let table = TodoListView.render(
            window, matchingCount: window.count, referenceNames: viewModel.referenceNames,
            filter: viewModel.query.filter, context: narrower
        ).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if window.isEmpty {
            lines.append("  " + (table.first ?? ""))
        } else {
            lines.append("  " + table[0])
            for (index, line) in table.dropFirst().prefix(window.count).enumerated() {
                let isSelected = overlay.scrollOffset + index == overlay.selected
                let marker = isSelected ? (terminal.isStyled ? "❯ " : "> ") : "  "
                lines.append(marker + line)
            }
        }
        // The last line shows titles (in messages, questions and what is typed): the same
        // sanitiser as every other output, applied here because the line is fitted and styled.
        let last: String
        if let prompt = overlay.prompt {
            last = TextFitting.truncated(TerminalSafety.singleLine(prompt), toWidth: terminal.width)
        } else if let error = viewModel.errorMessage {
            last = TextStyle.apply(
                [.red], to: TextFitting.truncated(TerminalSafety.singleLine(error), toWidth: terminal.width),
                enabled: terminal.isStyled)
        } else {
            let message = overlay.message.map(TerminalSafety.singleLine) ?? keyHelp(styled: terminal.isStyled)
            last = TextStyle.apply(
                [.dim], to: TextFitting.truncated(message, toWidth: terminal.width), enabled: terminal.isStyled)
        }
        while lines.count < height - 1 { lines.append("") }
        lines.append(last)
        return Array(lines.suffix(height))
    }
}
