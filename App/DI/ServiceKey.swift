/// What identifies a registration: the service type, its factory's runtime argument types (`Void`, one, or a tuple)
/// and a name. `description` names it in errors: `Source (name: "sqlite")`, `Greeter (arguments: String, Int)`.
@usableFromInline
struct ServiceKey: Hashable, Sendable, CustomStringConvertible {
    @usableFromInline let service: Any.Type
    @usableFromInline let arguments: Any.Type
    @usableFromInline let name: String?

    @inlinable
    init(_ service: Any.Type, arguments: Any.Type = Void.self, name: String? = nil) {
        (self.service, self.arguments, self.name) = (service, arguments, name)
    }

    /// The key of `type` under `name` with the same arguments, for forwarding and wrappers.
    func with(_ type: Any.Type, name: String?) -> ServiceKey { ServiceKey(type, arguments: arguments, name: name) }

    @inlinable
    static func == (left: ServiceKey, right: ServiceKey) -> Bool {
        left.service == right.service && left.arguments == right.arguments && left.name == right.name
    }

    @inlinable
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(service)) }

    /// The type's address, mixed: type addresses are unique already, and SipHash would be most of the cost of a lookup.
    @inlinable
    func _rawHashValue(seed: Int) -> Int {
        Int(bitPattern: (UInt(bitPattern: ObjectIdentifier(service)) ^ UInt(bitPattern: seed)) &* 0x9E37_79B9_7F4A_7C15)
    }

    @usableFromInline var description: String {
        let qualifiers =
            (name.map { ["name: \"\($0)\""] } ?? []) + (argumentList.isEmpty ? [] : ["arguments: \(argumentList)"])
        return qualifiers.isEmpty ? typeName : "\(typeName) (\(qualifiers.joined(separator: "; ")))"
    }

    /// The service type's name without `any`, e.g. `TodoRepositoryProtocol`.
    var typeName: String { String(describing: service).replacing(#/\bany /#, with: "") }

    /// The argument types, `String, Int`, or empty for none (`()`).
    var argumentList: String {
        let list = String(describing: arguments).replacing(#/\bany /#, with: "")
        return list.hasPrefix("(") && list.hasSuffix(")") ? String(list.dropFirst().dropLast()) : list
    }
}
