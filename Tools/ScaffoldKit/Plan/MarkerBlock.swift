/// Edits the lines between `// scaffold:<name>:begin` and `// scaffold:<name>:end`: one line per
/// entity, kept in sorted order, never duplicated.
enum MarkerBlock {
    /// `text` with `line` registered in the block named `marker`; `text` itself when it is already there.
    static func inserting(
        _ line: String, marker: String, into text: String, file: String
    ) throws(ScaffoldError) -> String {
        var (lines, block) = try locate(marker, in: text, file: file)
        let wanted = line.trimmingWhitespace()
        let existing = block.map { lines[$0].trimmingWhitespace() }
        if existing.contains(wanted) { return text }
        let indentation = String(lines[block.lowerBound - 1].prefix { $0 == " " || $0 == "\t" })
        // Insert before the first line that sorts after it, so a sorted block stays sorted and
        // lines somebody ordered by hand are not moved.
        let position = block.first { lines[$0].trimmingWhitespace() > wanted } ?? block.upperBound
        lines.insert(indentation + wanted, at: position)
        return lines.joined(separator: "\n")
    }

    /// `text` without `line` in the block named `marker`; `text` itself when it is not there.
    static func removing(
        _ line: String, marker: String, from text: String, file: String
    ) throws(ScaffoldError) -> String {
        var (lines, block) = try locate(marker, in: text, file: file)
        let wanted = line.trimmingWhitespace()
        guard let position = block.first(where: { lines[$0].trimmingWhitespace() == wanted }) else { return text }
        lines.remove(at: position)
        return lines.joined(separator: "\n")
    }

    /// The lines of `text` and the range of those inside the block.
    private static func locate(
        _ marker: String, in text: String, file: String
    ) throws(ScaffoldError) -> ([String], Range<Int>) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let begin = "// scaffold:\(marker):begin"
        let end = "// scaffold:\(marker):end"
        guard let first = lines.firstIndex(where: { $0.trimmingWhitespace() == begin }),
            let last = lines[(first + 1)...].firstIndex(where: { $0.trimmingWhitespace() == end })
        else { throw .markerMissing(file: file, marker: marker) }
        return (lines, (first + 1)..<last)
    }
}
