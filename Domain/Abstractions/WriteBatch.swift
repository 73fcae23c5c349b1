import Foundation

/// Entities of several kinds, new ones and whole replacements of stored ones, staged to be
/// stored together by a ``UnitOfWork``: an import's projects and todos, say, some of them
/// replacing what is stored under their ids (`demo import --replace`).
///
/// It names no entity: any entity the store serves can be staged, in any order. The store
/// writes the kinds that others refer to first, so a todo may belong to a project staged in
/// the same batch.
public struct WriteBatch: Sendable {
    /// A kind of entity staged in a batch, for a store to match with the table that keeps it.
    public struct Kind: Hashable, Sendable {
        private let type: ObjectIdentifier
        /// The entity's type name, for errors: "Todo".
        public let name: String

        /// The kind of `Entity`.
        public init<Entity>(_: Entity.Type) {
            type = ObjectIdentifier(Entity.self)
            name = String(describing: Entity.self)
        }
    }

    /// The entities staged per kind: each value is an `[Entity]` of that kind.
    private var creates: [Kind: any Sendable] = [:]
    /// The replacements staged per kind, the same way.
    private var replacements: [Kind: any Sendable] = [:]
    /// The kinds, in the order first staged.
    public private(set) var kinds: [Kind] = []

    /// An empty batch.
    public init() {}

    /// Stages `entities` to be created; staging the same kind again adds to it.
    public mutating func create<Entity: Identifiable & Sendable>(_ entities: [Entity]) where Entity.ID == UUID {
        Self.stage(entities, in: &creates, kinds: &kinds)
    }

    /// Stages `entities` to replace, whole, the stored entities with their ids, as an update
    /// through the repository would: the store keeps each stored `createdAt` and stamps
    /// `updatedAt` later than the stored one. An id that is not stored fails the commit with
    /// `.notFound`. Staging the same kind again adds to it.
    public mutating func replace<Entity: Identifiable & Sendable>(_ entities: [Entity]) where Entity.ID == UUID {
        Self.stage(entities, in: &replacements, kinds: &kinds)
    }

    private static func stage<Entity: Identifiable & Sendable>(
        _ entities: [Entity], in staged: inout [Kind: any Sendable], kinds: inout [Kind]
    ) where Entity.ID == UUID {
        guard !entities.isEmpty else { return }
        let kind = Kind(Entity.self)
        if !kinds.contains(kind) { kinds.append(kind) }
        staged[kind] = (staged[kind] as? [Entity] ?? []) + entities
    }

    /// The entities of type `Entity` staged to be created, in the order staged.
    public func creates<Entity>(of _: Entity.Type) -> [Entity] {
        creates[Kind(Entity.self)] as? [Entity] ?? []
    }

    /// The entities of type `Entity` staged to replace stored ones, in the order staged.
    public func replacements<Entity>(of _: Entity.Type) -> [Entity] {
        replacements[Kind(Entity.self)] as? [Entity] ?? []
    }

    /// True when nothing is staged.
    public var isEmpty: Bool { kinds.isEmpty }
}
