/// A field no two entities of a kind share, as uniqueness compares it
/// (``TextRules/uniquenessKey(_:)``): what an import matches a line without an id on, and
/// refuses a line for when another entity holds its value (``EntityImportSection``).
public struct UniqueField<Entity>: Sendable {
    /// Its name, as a refusal names it: "name".
    public let name: String
    private let value: @Sendable (Entity) -> String

    /// The field `name`, whose value `value` reads.
    public init(_ name: String, _ value: @escaping @Sendable (Entity) -> String) {
        self.name = name
        self.value = value
    }

    /// The entity's value of the field.
    public func value(of entity: Entity) -> String {
        value(entity)
    }

    /// The entity's value as uniqueness compares it.
    public func key(of entity: Entity) -> String {
        TextRules.uniquenessKey(value(entity))
    }
}
