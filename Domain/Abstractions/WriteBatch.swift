import Foundation

/// New entities of several kinds, staged to be stored together by a ``UnitOfWork``: an import's
/// projects and todos, say.
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
    /// The kinds, in the order first staged.
    public private(set) var kinds: [Kind] = []

    /// An empty batch.
    public init() {}

    /// Stages `entities` to be created; staging the same kind again adds to it.
    public mutating func create<Entity: Identifiable & Sendable>(_ entities: [Entity]) where Entity.ID == UUID {
        guard !entities.isEmpty else { return }
        let kind = Kind(Entity.self)
        if let staged = creates[kind] as? [Entity] {
            creates[kind] = staged + entities
        } else {
            creates[kind] = entities
            kinds.append(kind)
        }
    }

    /// The entities of type `Entity` staged to be created, in the order staged.
    public func creates<Entity>(of _: Entity.Type) -> [Entity] {
        creates[Kind(Entity.self)] as? [Entity] ?? []
    }

    /// True when nothing is staged.
    public var isEmpty: Bool { kinds.isEmpty }
}
