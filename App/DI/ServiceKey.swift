/// What identifies a registration: the service type, its optional name and the types of the
/// runtime arguments its factory takes. Type identity is an `ObjectIdentifier` of a metatype,
/// so lookups never hash type names.
@usableFromInline
struct ServiceKey: Hashable, Sendable {
    /// The requested type, e.g. `(any TodoRepositoryProtocol).self`.
    @usableFromInline let service: ObjectIdentifier
    /// `Void` for no arguments, the argument's type for one, the tuple of their types for more.
    @usableFromInline let arguments: ObjectIdentifier
    /// Tells a single tuple-typed argument apart from several arguments.
    @usableFromInline let argumentCount: Int
    /// The optional registration name.
    @usableFromInline let name: String?

    @inlinable
    init<Service, Arguments>(_ service: Service.Type, arguments: Arguments.Type, count: Int, name: String?) {
        self.service = ObjectIdentifier(service)
        self.arguments = ObjectIdentifier(arguments)
        self.argumentCount = count
        self.name = name
    }
}
