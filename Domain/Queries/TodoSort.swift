/// The order of a todo query's results.
public struct TodoSort: Hashable, Sendable {
    /// What to sort by.
    public enum Field: Hashable, Sendable, CaseIterable {
        /// When the todo was created.
        case createdAt
        /// When it last changed.
        case updatedAt
        /// Its due date; todos without one come last in either direction.
        case dueDate
        /// Its priority rank (low < medium < high).
        case priority
        /// Its title, ignoring case (see ``TextMatching/compareIgnoringCase(_:_:)``).
        case title
    }

    /// The key.
    public var field: Field
    /// The direction; ties are broken by id, ascending, whatever the direction.
    public var direction: SortDirection

    /// Makes a sort; the default is oldest first.
    public init(_ field: Field = .createdAt, _ direction: SortDirection = .ascending) {
        self.field = field
        self.direction = direction
    }
}
