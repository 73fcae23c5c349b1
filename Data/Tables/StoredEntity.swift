import Domain
import Foundation

/// What a repository needs of a Domain value to store it: an id and the time of its last
/// change, its version, which the repository stamps on update (``/Domain/VersionedEntity``),
/// and the Domain's validation.
public protocol StoredEntity: VersionedEntity {
    /// This value, normalised, or the first of its fields that breaks a Domain rule.
    func validated() throws(ValidationError) -> Self
}

/// A Domain query whose meaning Domain itself defines (`*Query+Evaluation.swift`): the in-memory
/// and file stores run it as it is, and every other store is held to its results.
public protocol EntityQuery: Sendable {
    /// What the query selects.
    associatedtype Entity
    /// Which entities it selects.
    associatedtype Filter: EntityFilter where Filter.Entity == Entity
    /// In what order.
    associatedtype Sort: Hashable & Sendable

    /// Which entities.
    var filter: Filter { get }
    /// In what order.
    var sort: Sort { get }
    /// Which window of the sorted results; nil for all of them.
    var page: Page? { get }
    /// Filters, sorts and pages `entities` in memory, as every store must.
    func apply(to entities: some Sequence<Entity>) -> [Entity]
    /// The order ``apply(to:)`` sorts in, when the sort says it (``EntitySort``): with it the
    /// in-memory and file stores keep a first page as they scan, comparing each match once.
    var order: ((Entity, Entity) -> Bool)? { get }
    /// This query, or the first of its fields that is out of range.
    func validated() throws(ValidationError) -> Self
}

extension EntityQuery {
    /// No order known but ``apply(to:)``'s.
    public var order: ((Entity, Entity) -> Bool)? { nil }
}

extension EntityQuery where Sort: EntitySort, Sort.Entity == Entity {
    /// The sort's own order.
    public var order: ((Entity, Entity) -> Bool)? { sort.areInIncreasingOrder }
}

/// The sort part of an ``EntityQuery`` whose order Domain states (`*Query+Evaluation.swift`):
/// the one ``EntityQuery/apply(to:)`` sorts by.
public protocol EntitySort {
    /// What the sort orders.
    associatedtype Entity

    /// Whether `lhs` comes before `rhs`: a strict total order.
    func areInIncreasingOrder(_ lhs: Entity, _ rhs: Entity) -> Bool
}

/// The filter part of an ``EntityQuery``: what a count counts.
public protocol EntityFilter: Equatable, Sendable {
    /// What the filter selects.
    associatedtype Entity

    /// The filter that selects every entity: counting it counts the table, mapping nothing.
    static var all: Self { get }

    /// Whether `entity` is selected.
    func matches(_ entity: Entity) -> Bool
}
