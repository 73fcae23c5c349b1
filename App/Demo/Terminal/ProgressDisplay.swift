import Domain
import Presentation

/// Draws a progress bar in place on standard error, when standard error is a terminal; does
/// nothing otherwise, so that logs and pipes stay clean.
struct ProgressDisplay {
    let console: Console
    let terminal: TerminalDescription

    /// Redraws the bar for `progress`.
    func show(_ progress: ImportProgress) {
        guard terminal.isTTY else { return }
        console.err("\r\(rendered: ProgressBarView.render(progress, terminal: terminal))\u{1B}[K")
    }

    /// Removes the bar, leaving the cursor at the start of an empty line.
    func clear() {
        guard terminal.isTTY else { return }
        console.err("\r\u{1B}[K")
    }
}
