/// An aligned table for a terminal: columns as wide as their widest cell, shrunk to fit the
/// terminal's width, every cell measured in terminal cells so that CJK and emoji line up.
struct TextTable {
    /// One column and how it gives way when the terminal is narrow.
    struct Column {
        var header: String
        var alignment: TextAlignment = .left
        /// The column is never wider than this, however long its cells.
        var maximum: Int = .max
        /// When the table is too wide, columns shrink in ascending order of this, down to
        /// `minimum`; nil for a column that keeps its width.
        var shrinkOrder: Int?
        var minimum: Int = 1
    }

    /// One cell: its text and the styles it is shown in on a styled terminal.
    struct Cell {
        var text: String
        var styles: [TextStyle] = []

        init(_ text: String, _ styles: [TextStyle] = []) {
            self.text = TerminalSafety.singleLine(text)
            self.styles = styles
        }
    }

    static let separator = "  "

    var columns: [Column]
    var rows: [[Cell]]

    /// The header and the rows as lines, none wider than `terminal.width`.
    func lines(for terminal: TerminalDescription) -> [String] {
        let widths = fittedWidths(totalWidth: terminal.width)
        let header = columns.indices.map { index in
            TextFitting.fitted(columns[index].header, toWidth: widths[index], alignment: columns[index].alignment)
        }
        var lines = [render(header.map { Cell($0, [.bold]) }, widths: widths, terminal: terminal)]
        for row in rows {
            lines.append(render(row, widths: widths, terminal: terminal))
        }
        return lines
    }

    private func render(_ cells: [Cell], widths: [Int], terminal: TerminalDescription) -> String {
        var plainSoFar = 0
        var line = ""
        for index in columns.indices {
            let cell = index < cells.count ? cells[index] : Cell("")
            let isLast = index == columns.count - 1
            var text = TextFitting.fitted(cell.text, toWidth: widths[index], alignment: columns[index].alignment)
            if isLast {
                // No trailing padding: it would only wrap on a terminal exactly as wide as the line.
                while text.hasSuffix(" ") { text.removeLast() }
            }
            let remaining = terminal.width - plainSoFar
            text = TextFitting.truncated(text, toWidth: remaining)
            plainSoFar += text.terminalWidth
            line += TextStyle.apply(cell.styles, to: text, enabled: terminal.isStyled)
            if !isLast {
                let gap = TextFitting.truncated(Self.separator, toWidth: terminal.width - plainSoFar)
                plainSoFar += gap.terminalWidth
                line += gap
            }
        }
        return line
    }

    /// Natural widths, then shrunk column by column until the table fits in `totalWidth`.
    private func fittedWidths(totalWidth: Int) -> [Int] {
        var widths = columns.indices.map { index in
            let cells = rows.map { index < $0.count ? $0[index].text.terminalWidth : 0 }
            let natural = max(columns[index].header.terminalWidth, cells.max() ?? 0)
            return min(natural, columns[index].maximum)
        }
        let separators = Self.separator.count * max(0, columns.count - 1)
        var excess = widths.reduce(separators, +) - totalWidth
        let shrinking = columns.indices.filter { columns[$0].shrinkOrder != nil }
            .sorted { (columns[$0].shrinkOrder ?? 0) < (columns[$1].shrinkOrder ?? 0) }
        for index in shrinking where excess > 0 {
            let give = min(excess, max(0, widths[index] - columns[index].minimum))
            widths[index] -= give
            excess -= give
        }
        return widths
    }
}
