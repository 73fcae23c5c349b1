import Domain

/// Renders a one-line progress bar for a terminal, e.g. `Checking  [#####     ]  50%  5000/10000`.
public enum ProgressBarView {
    /// The bar for `progress`, at most `width` cells wide, with no line ending (the terminal layer
    /// redraws it in place with a carriage return).
    public static func render(_ progress: ImportProgress, terminal: TerminalDescription) -> String {
        let label = progress.phase == .checking ? "Checking" : "Writing "
        let fraction = progress.total == 0 ? 1 : Double(progress.completed) / Double(progress.total)
        let percent = Int((fraction * 100).rounded(.down))
        let counts = "\(progress.completed)/\(progress.total)"
        let fixed = label.count + 2 + 2 + 2 + 4 + 2 + counts.count
        let barWidth = max(0, min(40, terminal.width - fixed))
        let filled = Int((Double(barWidth) * fraction).rounded(.down))
        let fill = terminal.isStyled ? "█" : "#"
        let bar = String(repeating: fill, count: filled) + String(repeating: " ", count: barWidth - filled)
        let percentText = String(repeating: " ", count: max(0, 3 - String(percent).count)) + "\(percent)%"
        let line = "\(label)  [\(bar)]  \(percentText)  \(counts)"
        return TextFitting.truncated(line, toWidth: terminal.width)
    }
}
