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
    /// Entities of other kinds added or replaced (``ImportSection``), in the order imported; a
    /// kind with none is left out of ``description``.
    public var others: [ImportedCount] = []

    /// An empty summary: nothing imported yet.
    public init(projects: Int = 0, todos: Int = 0, replaced: Int = 0, unchanged: Int = 0) {
        self.projects = projects
        self.todos = todos
        self.replaced = replaced
        self.unchanged = unchanged
    }

    /// The sentence, with singular and plural right. Projects and todos are always counted; other
    /// entities only when the file held some, so a store with many kinds reads as short as one with
    /// two ("Imported 0 projects and 2 todos.").
    public var description: String {
        let counts =
            [Self.count(projects, "project", "projects"), Self.count(todos, "todo", "todos")]
            + others.filter { $0.count > 0 }.map { Self.count($0.count, $0.singular, $0.plural) }
        var text = "Imported " + counts.dropLast().joined(separator: ", ") + " and " + (counts.last ?? "")
        if replaced > 0 { text += " (\(replaced) replaced)" }
        if unchanged > 0 { text += ", skipped \(unchanged) unchanged" }
        return text + "."
    }

    private static func count(_ number: Int, _ singular: String, _ plural: String) -> String {
        "\(number) \(number == 1 ? singular : plural)"
    }
}

/// How many entities of one kind an import added or replaced: "2 customers".
public struct ImportedCount: Equatable, Sendable {
    /// The entity in words: "customer".
    public let singular: String
    /// Its plural: "customers".
    public let plural: String
    /// How many.
    public let count: Int

    /// The count of `count` entities called `singular`, or `plural` when not one.
    public init(singular: String, plural: String, count: Int) {
        self.singular = singular
        self.plural = plural
        self.count = count
    }
}
