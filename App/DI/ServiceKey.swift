/// What identifies a registration: the service type, the types of the runtime arguments its
/// factory takes (`Void` for none, the tuple of them for several) and an optional name.
@usableFromInline
struct ServiceKey: Hashable, Sendable {
    @usableFromInline let service: ObjectIdentifier
    @usableFromInline private(set) var arguments: ObjectIdentifier
    @usableFromInline let name: String?

    @inlinable
    init(_ service: Any.Type, arguments: Any.Type, name: String?) {
        (self.service, self.arguments, self.name) = (ObjectIdentifier(service), ObjectIdentifier(arguments), name)
    }

    /// The key of `type` under `name` with the same arguments, for forwarding and wrappers.
    func with(_ type: Any.Type, name: String?) -> ServiceKey {
        var key = ServiceKey(type, arguments: Void.self, name: name)
        key.arguments = arguments
        return key
    }

    @inlinable
    func hash(into hasher: inout Hasher) {
        hasher.combine(service)
    }

    /// The type's address, mixed: type addresses are unique already, and SipHash would be most
    /// of the cost of a lookup.
    @inlinable
    func _rawHashValue(seed: Int) -> Int {
        Int(bitPattern: (UInt(bitPattern: service) ^ UInt(bitPattern: seed)) &* 0x9E37_79B9_7F4A_7C15)
    }
}

/// The readable form of a key, made when registering or reporting, never when resolving.
@usableFromInline
struct ServiceDescription: Sendable, CustomStringConvertible {
    /// The type's name without `any `, e.g. `TodoRepositoryProtocol`.
    private(set) var typeName: String
    private(set) var name: String?
    let argumentTypeNames: [String]

    @usableFromInline
    init<Service, each Argument>(_ service: Service.Type, name: String?, arguments: (repeat each Argument).Type) {
        var names: [String] = []
        for type in repeat (each Argument).self {
            names.append(Self.readableName(of: type))
        }
        (typeName, self.name, argumentTypeNames) = (Self.readableName(of: service), name, names)
    }

    /// The same arguments for another type and name.
    func with(_ type: Any.Type, name: String?) -> ServiceDescription {
        var copy = self
        (copy.typeName, copy.name) = (Self.readableName(of: type), name)
        return copy
    }

    /// `TodoDataSource`, `TodoDataSource (name: "sqlite")` or `Greeter (arguments: String, Int)`.
    @usableFromInline var description: String {
        let named = name.map { ["name: \"\($0)\""] } ?? []
        let qualifiers =
            named + (argumentTypeNames.isEmpty ? [] : ["arguments: " + argumentTypeNames.joined(separator: ", ")])
        return qualifiers.isEmpty ? typeName : "\(typeName) (\(qualifiers.joined(separator: "; ")))"
    }

    /// Swinject's form of the factory type: `Resolver -> Animal`, `(Resolver, String) -> Animal`.
    var factoryDescription: String {
        let parameters = (["Resolver"] + argumentTypeNames).joined(separator: ", ")
        return (argumentTypeNames.isEmpty ? parameters : "(\(parameters))") + " -> \(typeName)"
    }

    static func readableName(of type: Any.Type) -> String {
        let name = String(describing: type)
        return name.hasPrefix("any ") ? String(name.dropFirst(4)) : name
    }
}
