/// A change of some fields of a stored entity, as a repository's `update(id:_:)` applies it
/// inside one store transaction: it sets the fields it names and leaves the others as stored.
/// It throws when the change itself is not allowed; the repository validates the result too.
public typealias EntityChange<Entity> = @Sendable (inout Entity) throws(ValidationError) -> Void
