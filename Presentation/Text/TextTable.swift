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
        var lines = [render(columns.map { Cell($0.header, [.bold]) }, widths: widths, terminal: terminal)]
        for row in rows {
            lines.append(render(row, widths: widths, terminal: terminal))
        }
        return lines
    }

    private func render(_ cells: [Cell], widths: [Int], terminal: TerminalDescription) -> String {
        let lastText = cells.count >= columns.count ? cells[columns.count - 1].text : ""
        let lastWidth = min(widths.last ?? 0, lastText.terminalWidth)
        let natural = widths.dropLast().reduce(lastWidth, +) + Self.separator.count * (columns.count - 1)
        guard natural > terminal.width else {
            return render(cells, widths: widths, budget: terminal.width, styled: terminal.isStyled)
        }
        // Too wide even after shrinking: cut the line and say so with an ellipsis.
        var line = render(cells, widths: widths, budget: terminal.width - 1, styled: terminal.isStyled)
        while line.hasSuffix(" ") { line.removeLast() }
        return line + String(TextFitting.ellipsis)
    }

    private func render(_ cells: [Cell], widths: [Int], budget: Int, styled: Bool) -> String {
        var used = 0
        var line = ""
        for index in columns.indices {
            let cell = index < cells.count ? cells[index] : Cell("")
            let isLast = index == columns.count - 1
            let room = max(0, min(widths[index], budget - used))
            // A cell cut by the line's end is cut bare: the line itself ends in the ellipsis.
            let text =
                room < widths[index]
                ? TextFitting.prefix(cell.text, toWidth: room) : TextFitting.truncated(cell.text, toWidth: room)
            // Padding stays outside the styles, and the last column gets none: trailing spaces
            // would only wrap on a terminal exactly as wide as the line.
            let padding = isLast ? 0 : room - text.terminalWidth
            let pad = String(repeating: " ", count: padding)
            let styled = TextStyle.apply(cell.styles, to: text, enabled: styled)
            line += columns[index].alignment == .left ? styled + pad : pad + styled
            used += text.terminalWidth + padding
            if !isLast {
                let gap = TextFitting.truncated(Self.separator, toWidth: budget - used)
                used += gap.terminalWidth
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
