/// Renders the difference between two texts as a unified diff (`diff -u`, three lines of context),
/// so that `--dry-run` shows edits the way reviewers read them.
enum UnifiedDiff {
    private enum Line: Equatable {
        case same(String)
        case removed(String)
        case added(String)

        var text: String {
            switch self {
            case .same(let text), .removed(let text), .added(let text): text
            }
        }
    }

    /// The diff of `old` to `new` for `path`; empty when the texts are equal.
    static func render(old: String, new: String, path: String, context: Int = 3) -> String {
        guard old != new else { return "" }
        let lines = script(lines(of: old), lines(of: new))
        let changed = lines.indices.filter { lines[$0] != .same(lines[$0].text) }
        var groups: [Range<Int>] = []
        for index in changed {
            if let last = groups.last, index - last.upperBound <= context * 2 {
                groups[groups.count - 1] = last.lowerBound..<(index + 1)
            } else {
                groups.append(index..<(index + 1))
            }
        }
        var output = "--- a/\(path)\n+++ b/\(path)\n"
        for group in groups {
            output += hunk(lines, max(group.lowerBound - context, 0)..<min(group.upperBound + context, lines.count))
        }
        return output
    }

    private static func hunk(_ lines: [Line], _ range: Range<Int>) -> String {
        var oldStart = 1
        var newStart = 1
        for line in lines[..<range.lowerBound] {
            if case .added = line {} else { oldStart += 1 }
            if case .removed = line {} else { newStart += 1 }
        }
        var body = ""
        var oldCount = 0
        var newCount = 0
        for line in lines[range] {
            switch line {
            case .same(let text):
                body += " \(text)\n"
                oldCount += 1
                newCount += 1
            case .removed(let text):
                body += "-\(text)\n"
                oldCount += 1
            case .added(let text):
                body += "+\(text)\n"
                newCount += 1
            }
        }
        let oldHeader = oldCount == 0 ? "\(oldStart - 1),0" : "\(oldStart),\(oldCount)"
        let newHeader = newCount == 0 ? "\(newStart - 1),0" : "\(newStart),\(newCount)"
        return "@@ -\(oldHeader) +\(newHeader) @@\n" + body
    }

    private static func lines(of text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// The shortest edit script by longest common subsequence; files here are small.
    private static func script(_ old: [String], _ new: [String]) -> [Line] {
        let rows = old.count + 1
        let columns = new.count + 1
        var table = [Int](repeating: 0, count: rows * columns)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                table[i * columns + j] =
                    old[i] == new[j]
                    ? table[(i + 1) * columns + j + 1] + 1
                    : max(table[(i + 1) * columns + j], table[i * columns + j + 1])
            }
        }
        var result: [Line] = []
        var i = 0
        var j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                result.append(.same(old[i]))
                i += 1
                j += 1
            } else if i < old.count, j == new.count || table[(i + 1) * columns + j] >= table[i * columns + j + 1] {
                result.append(.removed(old[i]))
                i += 1
            } else {
                result.append(.added(new[j]))
                j += 1
            }
        }
        return result
    }
}
