import Domain

/// The public half of an entity's description, which every store is generic over: its Domain
/// value, its record, and its query. The stores' halves (its table, columns, constraints, wire
/// shape) are internal protocols that refine this one; see ``TableDataSource``.
///
/// Todo and Project describe themselves this way (`Data/Core/Schemas/`), exactly as an entity that
/// `scripts/scaffold` generates does.
public protocol TableSchema: Sendable {
    /// The Domain value.
    associatedtype Entity: StoredEntity
    /// How stores keep it.
    associatedtype Record: TableRecord where Record.Entity == Entity
    /// What a fetch asks for.
    associatedtype Query: EntityQuery where Query.Entity == Entity
    /// What a count counts.
    typealias Filter = Query.Filter

    /// The entity in words, for errors: "todo".
    static var entityName: String { get }
}
