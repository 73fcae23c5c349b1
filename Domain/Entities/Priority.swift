/// How much a todo matters.
///
/// The raw value is the sort rank, so that ordering by priority is ordering by number, in Swift
/// and in SQL alike.
public enum Priority: Int, CaseIterable, Comparable, Hashable, Sendable {
    /// Can wait.
    case low = 0
    /// The default.
    case medium = 1
    /// Do it first.
    case high = 2

    /// The lower-case English name, used by the CLI and the wire formats.
    public var name: String {
        switch self {
        case .low: "low"
        case .medium: "medium"
        case .high: "high"
        }
    }

    /// The priority with that name (`low`, `medium`, `high`), ignoring case, or nil.
    public init?(name: String) {
        guard let match = Priority.allCases.first(where: { $0.name == name.lowercased() }) else { return nil }
        self = match
    }

    /// Orders by rank: low < medium < high.
    public static func < (lhs: Priority, rhs: Priority) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
