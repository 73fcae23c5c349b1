/// What identifies a registration: the service type, the types of the runtime arguments its
/// factory takes (`Void` for none, the tuple of them for several) and an optional name.
@usableFromInline
struct ServiceKey: Hashable, Sendable {
    @usableFromInline let service: ObjectIdentifier
    @usableFromInline let arguments: ObjectIdentifier
    @usableFromInline let name: String?

    @inlinable
    init(_ service: Any.Type, arguments: Any.Type, name: String?) {
        self.init(service: ObjectIdentifier(service), arguments: ObjectIdentifier(arguments), name: name)
    }

    @inlinable
    init(service: ObjectIdentifier, arguments: ObjectIdentifier, name: String?) {
        self.service = service
        self.arguments = arguments
        self.name = name
    }

    /// Hashes the service type alone; equality compares all.
    @inlinable
    func hash(into hasher: inout Hasher) {
        hasher.combine(service)
    }

    /// The service type's address, mixed: a lookup is the hot path, and metadata addresses are
    /// already unique, so the full hasher buys nothing here.
    @inlinable
    func _rawHashValue(seed: Int) -> Int {
        Int(bitPattern: (UInt(bitPattern: service) ^ UInt(bitPattern: seed)) &* 0x9E37_79B9_7F4A_7C15)
    }

    /// The key of `type` under `name` with the same arguments, for forwarding and wrappers.
    func with(_ type: Any.Type, name: String?) -> ServiceKey {
        ServiceKey(service: ObjectIdentifier(type), arguments: arguments, name: name)
    }
}

/// The readable form of a key, made only when registering or reporting, never when resolving.
@usableFromInline
struct ServiceDescription: Sendable, CustomStringConvertible {
    /// The type's name without `any `, e.g. `TodoRepositoryProtocol`.
    private(set) var typeName: String
    private(set) var name: String?
    let argumentTypeNames: [String]

    @usableFromInline
    init<Service, each Argument>(_ service: Service.Type, name: String?, arguments: (repeat each Argument).Type) {
        typeName = Self.readableName(of: service)
        self.name = name
        var names: [String] = []
        for type in repeat (each Argument).self {
            names.append(Self.readableName(of: type))
        }
        argumentTypeNames = names
    }

    /// The same arguments for another type and name.
    func with(_ type: Any.Type, name: String?) -> ServiceDescription {
        var copy = self
        copy.typeName = Self.readableName(of: type)
        copy.name = name
        return copy
    }

    /// `TodoDataSource`, `TodoDataSource (name: "sqlite")` or `Greeter (arguments: String, Int)`.
    @usableFromInline
    var description: String {
        var qualifiers: [String] = []
        if let name {
            qualifiers.append("name: \"\(name)\"")
        }
        if !argumentTypeNames.isEmpty {
            qualifiers.append("arguments: " + argumentTypeNames.joined(separator: ", "))
        }
        return qualifiers.isEmpty ? typeName : "\(typeName) (\(qualifiers.joined(separator: "; ")))"
    }

    /// Swinject's form of the factory type: `Resolver -> Animal`, `(Resolver, String) -> Animal`.
    var factoryDescription: String {
        let parameters = ["Resolver"] + argumentTypeNames
        return (parameters.count == 1 ? "Resolver" : "(\(parameters.joined(separator: ", ")))") + " -> \(typeName)"
    }

    static func readableName(of type: Any.Type) -> String {
        let name = String(describing: type)
        return name.hasPrefix("any ") ? String(name.dropFirst(4)) : name
    }
}
