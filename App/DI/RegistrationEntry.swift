/// One frozen registration, type-erased so that a table can hold registrations of every type.
/// The only subclass is `ServiceEntry<Service, Arguments>`, which a resolve reaches with an
/// unchecked downcast once the key (type, arguments, name) has matched.
///
/// `@unchecked Sendable`: every stored property is immutable; the instance storage of the
/// subclass synchronises itself.
@usableFromInline
class RegistrationEntry: @unchecked Sendable {
    /// The key this entry answers.
    @usableFromInline let key: ServiceKey
    /// How long the instances it builds live.
    @usableFromInline let scope: ObjectScope
    /// The key in readable form, for error messages.
    @usableFromInline let service: ServiceDescription

    init(key: ServiceKey, scope: ObjectScope, service: ServiceDescription) {
        self.key = key
        self.scope = scope
        self.service = service
    }

    /// Identifies this registration in graph caches and cycle checks.
    @inlinable
    final var identity: ObjectIdentifier {
        ObjectIdentifier(self)
    }

    /// The same registration with storage of its own, for an override scope whose inherited
    /// singletons must never be shared with the parent. `ServiceEntry` overrides this; the base
    /// returns itself, which only shares storage.
    func isolatedCopy() -> RegistrationEntry {
        self
    }

    /// Resolves the registration once as a top-level request, for `Container.verify()`. Returns
    /// `false` without resolving when the factory needs runtime arguments, which cannot be made up.
    func verify(in table: RegistrationTable, home: RegistrationTable?) throws(ResolutionError) -> Bool {
        false
    }
}
