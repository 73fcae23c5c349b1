/// What an import did, for the line `demo import` ends with:
/// "Imported 1 project and 3 todos, skipped 12 unchanged."
public struct ImportSummary: Equatable, Sendable, CustomStringConvertible {
    /// Projects added or replaced.
    public var projects = 0
    /// Todos added or replaced.
    public var todos = 0
    /// Of those, how many replaced a stored one with other content (`--replace`).
    public var replaced = 0
    /// Rows identical to what is stored, and so skipped.
    public var unchanged = 0

    /// An empty summary: nothing imported yet.
    public init(projects: Int = 0, todos: Int = 0, replaced: Int = 0, unchanged: Int = 0) {
        self.projects = projects
        self.todos = todos
        self.replaced = replaced
        self.unchanged = unchanged
    }

    /// The sentence, with singular and plural right.
    public var description: String {
        var text = "Imported \(Self.count(projects, "project")) and \(Self.count(todos, "todo"))"
        if replaced > 0 { text += " (\(replaced) replaced)" }
        if unchanged > 0 { text += ", skipped \(unchanged) unchanged" }
        return text + "."
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
