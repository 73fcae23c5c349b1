/// Why a service could not be resolved: the chain of services being built, near misses, the factory's own error. E.g.
/// `No registration for TodoDataSource while building TodoListViewModel -> TodoRepositoryProtocol -> TodoDataSource.
/// Near misses: TodoDataSource (name: "sqlite").`
public struct ResolutionError: Error, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Sendable {
        /// Nothing is registered for the requested type, name and argument types.
        case notRegistered
        /// The key was registered twice in one container, which is refused by default.
        case registeredTwice
        /// The service needs itself through initializers; `chain` shows the loop.
        case cycle
        /// The factory of the last service in `chain` threw `underlyingError`.
        case factoryFailed
    }

    /// What went wrong.
    public let reason: Reason
    /// The services being built, from the top-level request to the one that failed.
    public let chain: [String]
    /// Registrations of the same type under another name or with other argument types.
    public let nearMisses: [String]
    /// The error the failing factory threw, when `reason` is `.factoryFailed`.
    public let underlyingError: (any Error)?

    init(reason: Reason, chain: [ServiceKey], nearMisses: [String] = [], underlyingError: (any Error)? = nil) {
        (self.reason, self.nearMisses, self.underlyingError) = (reason, nearMisses, underlyingError)
        self.chain = chain.map(\.description)
    }

    /// The requested service that failed: the last element of `chain`.
    public var requested: String { chain.last ?? "" }

    /// One sentence naming the reason, the chain and the near misses.
    public var description: String {
        let text =
            switch reason {
            case .notRegistered: "No registration for \(requested)"
            case .registeredTwice: "\(requested) was registered twice in the same container (see `duplicates:`)"
            case .cycle: "Dependency cycle through initializers (break it with initCompleted or Lazy)"
            case .factoryFailed: "The factory of \(requested) threw \(underlyingError.map { "\($0)" } ?? "an error")"
            }
        let building = chain.count > 1 || reason == .cycle ? " while building \(chain.joined(separator: " -> "))." : "."
        return text + building + (nearMisses.isEmpty ? "" : " Near misses: \(nearMisses.joined(separator: "; ")).")
    }
}

/// How errors and `Container.description` name a key: `Source (name: "sqlite")`, `Greeter (arguments: String, Int)`.
extension ServiceKey: CustomStringConvertible {
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
