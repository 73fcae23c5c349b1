/// The human-readable form of a service key, computed only when a registration is made or an
/// error is reported, never on the resolve hot path.
@usableFromInline
struct ServiceDescription: Sendable, Hashable, CustomStringConvertible {
    /// The type's name without module prefix or `any `, e.g. `TodoRepositoryProtocol`.
    let typeName: String
    /// The registration name, if any.
    let name: String?
    /// The argument type names, empty when the factory takes no arguments.
    let argumentTypeNames: [String]

    @usableFromInline
    init<Service>(_ service: Service.Type, name: String?, argumentTypeNames: [String]) {
        self.typeName = Self.readableName(of: service)
        self.name = name
        self.argumentTypeNames = argumentTypeNames
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

    /// The name a reader expects in a chain: the protocol's name rather than `any Protocol`.
    @usableFromInline
    static func readableName(of type: Any.Type) -> String {
        let name = String(describing: type)
        return name.hasPrefix("any ") ? String(name.dropFirst(4)) : name
    }
}
