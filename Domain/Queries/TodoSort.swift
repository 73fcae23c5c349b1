/// The order of a todo query's results.
public struct TodoSort: Hashable, Sendable {
    /// What to sort by: text ignoring case, and a todo without a value last either way.
    ///
    /// Differs from the template, which sorts by every field: the API and the demo sort todos by
    /// these five only (docs/openapi.json), and a priority sorts by rank, low < medium < high.
    public enum Field: Hashable, Sendable, CaseIterable {
        /// Title.
        case title
        /// Priority.
        case priority
        /// Due date.
        case dueDate
        /// When the todo was created.
        case createdAt
        /// When it last changed.
        case updatedAt
    }

    /// The key.
    public var field: Field
    /// The direction; ties are broken by id, ascending.
    public var direction: SortDirection

    /// Makes a sort; the default is oldest first (differs from the template's, by title: a
    /// field spec cannot yet choose the default order).
    public init(_ field: Field = .createdAt, _ direction: SortDirection = .ascending) {
        self.field = field
        self.direction = direction
    }
}
