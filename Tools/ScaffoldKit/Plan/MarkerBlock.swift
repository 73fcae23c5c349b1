/// Edits the entries between `// scaffold:<name>:begin` and `// scaffold:<name>:end`: one entry
/// per entity, in the order the entities were generated, never duplicated. That order lists an
/// entity after every entity it refers to (a reference names an entity generated before), which
/// is the order stores create and load tables in (`Schemas.all`), so nothing sorts it at run
/// time. A JSON file, which has no comments, marks its block with two members instead,
/// `"x-scaffold-<name>-begin": {},` and `"x-scaffold-<name>-end": {}` (docs/openapi.json: OpenAPI
/// ignores `x-` members), and each of its entries ends with a comma.
///
/// An entry is one line, or several when a long one had to be wrapped to the project's line
/// length: its first line starts at the block's indentation and the rest are indented further.
enum MarkerBlock {
    /// `text` with `entry` registered in the block named `marker`: in place of `old` when the
    /// block holds that (the same entity's entry as an earlier template wrote it), else at the
    /// block's end; `text` itself when `entry` is already there. `entry`'s continuation lines
    /// carry their indentation relative to its first.
    static func inserting(
        _ entry: String, marker: String, into text: String, file: String, replacing old: String? = nil
    ) throws(ScaffoldError) -> String {
        var (lines, block) = try locate(marker, in: text, file: file)
        let wanted = entryLines(entry)
        if find(wanted, in: lines, block) != nil { return text }
        let indentation = String(lines[block.lowerBound - 1].prefix { $0 == " " || $0 == "\t" })
        var position = block.upperBound
        if let old, let stale = find(entryLines(old), in: lines, block) {
            lines.removeSubrange(stale)
            position = stale.lowerBound
        }
        lines.insert(contentsOf: wanted.map { indentation + $0 }, at: position)
        return lines.joined(separator: "\n")
    }

    /// `text` with those of `entries` that the block named `marker` holds moved to its end, in
    /// the order they stand in: for an entity that came to refer to one generated after it
    /// (`--add-field`), with the entities that refer to it.
    static func movingToEnd(
        _ entries: [String], marker: String, in text: String, file: String
    ) throws(ScaffoldError) -> String {
        var (lines, block) = try locate(marker, in: text, file: file)
        let found = entries.compactMap { entry in find(entryLines(entry), in: lines, block) }
        var moved: [String] = []
        for range in found.sorted(by: { $0.lowerBound > $1.lowerBound }) {
            moved.insert(contentsOf: lines[range], at: 0)
            lines.removeSubrange(range)
        }
        lines.insert(contentsOf: moved, at: block.upperBound - moved.count)
        return lines.joined(separator: "\n")
    }

    /// Where `entry` starts in the block named `marker`, counted in lines; nil when it is not there.
    static func position(
        of entry: String, marker: String, in text: String, file: String
    ) throws(ScaffoldError) -> Int? {
        let (lines, block) = try locate(marker, in: text, file: file)
        return find(entryLines(entry), in: lines, block)?.lowerBound
    }

    /// `text` without `entry` in the block named `marker`; `text` itself when it is not there.
    static func removing(
        _ entry: String, marker: String, from text: String, file: String
    ) throws(ScaffoldError) -> String {
        var (lines, block) = try locate(marker, in: text, file: file)
        guard let range = find(entryLines(entry), in: lines, block) else { return text }
        lines.removeSubrange(range)
        return lines.joined(separator: "\n")
    }

    /// True when the block named `marker` holds `entry` byte for byte as `inserting` wrote it: at
    /// the block's indentation, with no whitespace or other character changed.
    static func containsExactly(
        _ entry: String, marker: String, in text: String, file: String
    ) throws(ScaffoldError) -> Bool {
        let (lines, block) = try locate(marker, in: text, file: file)
        let indentation = String(lines[block.lowerBound - 1].prefix { $0 == " " || $0 == "\t" })
        let wanted = entryLines(entry).map { indentation + $0 }
        guard block.count >= wanted.count else { return false }
        return (block.lowerBound...(block.upperBound - wanted.count)).contains { start in
            Array(lines[start..<(start + wanted.count)]) == wanted
        }
    }

    /// The indentation of the block named `marker`: where each entry's first line starts.
    static func indentation(of marker: String, in text: String, file: String) throws(ScaffoldError) -> String {
        let (lines, block) = try locate(marker, in: text, file: file)
        return String(lines[block.lowerBound - 1].prefix { $0 == " " || $0 == "\t" })
    }

    private static func entryLines(_ entry: String) -> [String] {
        let lines = entry.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        return lines.isEmpty ? [""] : lines
    }

    /// Where the entry's lines stand, consecutively, inside the block (compared without indentation).
    private static func find(_ wanted: [String], in lines: [String], _ block: Range<Int>) -> Range<Int>? {
        let trimmed = wanted.map { $0.trimmingWhitespace() }
        guard block.count >= trimmed.count else { return nil }
        for start in block.lowerBound...(block.upperBound - trimmed.count)
        where zip(lines[start..<(start + trimmed.count)], trimmed).allSatisfy({ $0.trimmingWhitespace() == $1 }) {
            return start..<(start + trimmed.count)
        }
        return nil
    }

    /// The lines of `text` and the range of those inside the block.
    private static func locate(
        _ marker: String, in text: String, file: String
    ) throws(ScaffoldError) -> ([String], Range<Int>) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let begin = ["// scaffold:\(marker):begin", "\"x-scaffold-\(marker)-begin\": {},"]
        let end = [
            "// scaffold:\(marker):end", "\"x-scaffold-\(marker)-end\": {}", "\"x-scaffold-\(marker)-end\": {},",
        ]
        guard let first = lines.firstIndex(where: { begin.contains($0.trimmingWhitespace()) }),
            let last = lines[(first + 1)...].firstIndex(where: { end.contains($0.trimmingWhitespace()) })
        else { throw .markerMissing(file: file, marker: marker) }
        return (lines, (first + 1)..<last)
    }
}
