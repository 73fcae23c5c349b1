import Synchronization

/// `register`'s handle to set the scope, add `initCompleted` handlers and forward types (Swinject's `ServiceEntry`).
public struct Registration<Service: Sendable>: Sendable {
    let container: Container
    let key: ServiceKey

    /// How long the registration's instances live.
    public var objectScope: ObjectScope {
        container.registry.withLock { $0.entries[key]?.scope } ?? container.defaultObjectScope
    }

    /// Sets how long resolved instances live and returns the same handle.
    @discardableResult
    public func inObjectScope(_ scope: ObjectScope) -> Self {
        container.update(key, scope: scope)
        return self
    }

    /// Adds a handler run with each new instance once its graph is complete: property injection, cycles.
    @discardableResult
    public func initCompleted(_ handler: @escaping @Sendable (any Resolver, Service) -> Void) -> Self {
        container.update(key, handler: handler)
        return self
    }

    /// Makes each of `types` (under `name`) resolve to this registration's instance.
    @discardableResult
    public func implements<each Other: Sendable>(_ types: repeat (each Other).Type, name: String? = nil) -> Self {
        repeat container.forward(each types, name: name, to: self)
        return self
    }
}

/// How long a resolved instance lives, and so who shares it. A class, as in Swinject: scopes compare with `===`.
public final class ObjectScope: Sendable, CustomStringConvertible {
    enum Kind: Sendable { case transient, graph, container, weak }

    let kind: Kind
    /// The scope's name, as `Container.description` prints it.
    public let description: String

    private init(_ kind: Kind, _ description: String) { (self.kind, self.description) = (kind, description) }

    /// A new instance on every request, even inside one graph.
    public static let transient = ObjectScope(.transient, "transient")
    /// One instance per top-level resolve, shared by everything built to answer it. The default.
    public static let graph = ObjectScope(.graph, "graph")
    /// One instance for the container's lifetime; its factory runs once, even when many tasks ask first at once.
    public static let container = ObjectScope(.container, "container")
    /// Shared while someone else keeps it alive, then built again; only for classes, others behave as `transient`.
    public static let weak = ObjectScope(.weak, "weak")
}

/// What identifies a registration: the service type, its factory's runtime argument types (`Void`, one, or a tuple)
/// and a name. `description` names it in errors: `Source (name: "sqlite")`, `Greeter (arguments: String, Int)`.
struct ServiceKey: Hashable, Sendable, CustomStringConvertible {
    let service: Any.Type
    let arguments: Any.Type
    let name: String?

    init(_ service: Any.Type, arguments: Any.Type = Void.self, name: String? = nil) {
        (self.service, self.arguments, self.name) = (service, arguments, name)
    }

    /// The key of `type` under `name` with the same arguments, for forwarding and wrappers.
    func with(_ type: Any.Type, name: String?) -> ServiceKey { ServiceKey(type, arguments: arguments, name: name) }

    static func == (left: ServiceKey, right: ServiceKey) -> Bool {
        left.service == right.service && left.arguments == right.arguments && left.name == right.name
    }

    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(service)) }

    var description: String {
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
