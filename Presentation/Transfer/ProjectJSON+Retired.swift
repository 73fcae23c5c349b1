import WireFormat

extension ProjectJSON: RetiredWireMembers {
    /// `openTodos`: `project list --json` wrote each project's count of open todos until the wire
    /// format was one, and files people saved from it are still imported.
    static let retiredMembers = ["openTodos"]
}
