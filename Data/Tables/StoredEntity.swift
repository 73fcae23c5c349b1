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
    /// This query, or the first of its fields that is out of range.
    func validated() throws(ValidationError) -> Self
}

/// The filter part of an ``EntityQuery``: what a count counts.
public protocol EntityFilter: Sendable {
    /// What the filter selects.
    associatedtype Entity

    /// Whether `entity` is selected.
    func matches(_ entity: Entity) -> Bool
}
