/// What one committed write changed, delivered to observers after the commit, never before.
///
/// A batch of 100,000 inserts is one change set, not 100,000 events.
public struct ChangeSet<ID: Hashable & Sendable>: Equatable, Sendable {
    /// Ids of the entities created.
    public var inserted: [ID]
    /// Ids of the entities changed.
    public var updated: [ID]
    /// Ids of the entities removed.
    public var deleted: [ID]

    /// Makes a change set.
    public init(inserted: [ID] = [], updated: [ID] = [], deleted: [ID] = []) {
        self.inserted = inserted
        self.updated = updated
        self.deleted = deleted
    }

    /// True when nothing changed.
    public var isEmpty: Bool {
        inserted.isEmpty && updated.isEmpty && deleted.isEmpty
    }
}
