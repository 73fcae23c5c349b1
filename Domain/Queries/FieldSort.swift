/// What an entity's queries may sort by: one case per field (and the two times), each with the
/// value that orders an entity by it. An entity's sort is ``FieldSort`` over its own fields
/// (`ProjectSort` is `FieldSort<ProjectSortField>`), so the order, its ties and its page cursors
/// are written once, here, for every entity.
public protocol SortField: Hashable, Sendable, CaseIterable {
    /// What the field belongs to.
    associatedtype Entity: VersionedEntity

    /// The field a query sorts by when it names none.
    static var byDefault: Self { get }

    /// This field's value in `entity`, which orders it as ``FieldOrder`` does (a missing value
    /// last in either direction), so that the order and its page cursors agree.
    func key(of entity: Entity) -> SortKey
}

/// The order of a query's results: one field, one direction, ties broken by id ascending.
public struct FieldSort<SortedBy: SortField>: EntitySort {
    /// What to sort by.
    public typealias Field = SortedBy
    /// What the sort orders.
    public typealias Entity = SortedBy.Entity

    /// The key.
    public var field: Field
    /// The direction; ties are broken by id, ascending.
    public var direction: SortDirection

    /// Makes a sort; the default is the entity's default field, ascending.
    public init(_ field: Field = .byDefault, _ direction: SortDirection = .ascending) {
        self.field = field
        self.direction = direction
    }

    /// Whether `lhs` comes before `rhs`: a strict total order, ties broken by id ascending.
    public func areInIncreasingOrder(_ lhs: Entity, _ rhs: Entity) -> Bool {
        let order = SortKey.compare(field.key(of: lhs), field.key(of: rhs), missingLastIn: direction)
        if order != 0 { return direction == .ascending ? order < 0 : order > 0 }
        return lhs.id.precedes(rhs.id)
    }

    /// Where `entity` stands in this order: its sort field's value and its id.
    public func cursor(of entity: Entity) -> PageCursor {
        PageCursor(key: field.key(of: entity), id: entity.id)
    }
}
