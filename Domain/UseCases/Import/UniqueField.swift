/// A field no two entities of a kind share, as uniqueness compares it
/// (``TextRules/uniquenessKey(_:)``): what an import matches a line without an id on, and
/// refuses a line for when another entity holds its value (``EntityImportSection``).
public struct UniqueField<Entity>: Sendable {
    /// Its name, as a refusal names it: "name".
    public let name: String
    private let path: any WritableKeyPath<Entity, String> & Sendable

    /// The field `name`, at `path`.
    public init(_ name: String, _ path: any WritableKeyPath<Entity, String> & Sendable) {
        self.name = name
        self.path = path
    }

    /// The entity's value of the field.
    public func value(of entity: Entity) -> String {
        entity[keyPath: path]
    }

    /// The entity's value as uniqueness compares it.
    public func key(of entity: Entity) -> String {
        TextRules.uniquenessKey(value(of: entity))
    }

    /// `entity` holding `named`'s spelling of the field: a line that names a stored entity by its
    /// key (`home` for `Home`) says the same as the stored one, not a rename.
    func spelled(_ entity: Entity, as named: Entity) -> Entity {
        var entity = entity
        entity[keyPath: path] = named[keyPath: path]
        return entity
    }
}
