/// Why a service could not be resolved, with the evidence needed to fix it: the requested
/// service, the chain of services being built when it failed, near misses, and the factory's own
/// error when a factory threw.
///
/// `description` reads, for example:
/// `No registration for TodoDataSource while building TodoListViewModel -> TodoRepositoryProtocol
/// -> TodoDataSource. Near misses: TodoDataSource (name: "sqlite").`
public struct ResolutionError: Error, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Sendable {
        /// Nothing is registered for the requested type, name and argument types.
        case notRegistered
        /// The requested key was registered twice in the same container, which is refused by
        /// default; the key stays unresolvable until one registration is removed.
        case registeredTwice
        /// Building the service needs the service itself; `chain` shows the loop.
        case cycle
        /// The chain grew deeper than the container allows without a repeated service.
        case tooDeep(limit: Int)
        /// The factory of the last service in `chain` threw `underlyingError`.
        case factoryFailed
    }

    /// What went wrong.
    public let reason: Reason
    /// The services being built, from the top-level request to the one that failed, e.g.
    /// `["TodoListViewModel", "TodoRepositoryProtocol", "TodoDataSource"]`.
    public private(set) var chain: [String]
    /// Registrations of the same type under another name or with other argument types.
    public let nearMisses: [String]
    /// The error the failing factory threw, when `reason` is `.factoryFailed`.
    public let underlyingError: (any Error)?
    /// Identities of the registrations in `chain`, used to find the loop in a cycle.
    private var chainIdentities: [ObjectIdentifier?]

    @usableFromInline
    init(
        reason: Reason,
        requested: ServiceDescription,
        identity: ObjectIdentifier? = nil,
        nearMisses: [ServiceDescription] = [],
        underlyingError: (any Error)? = nil
    ) {
        self.reason = reason
        self.chain = [requested.description]
        self.chainIdentities = [identity]
        self.nearMisses = nearMisses.map(\.description)
        self.underlyingError = underlyingError
    }

    /// The requested service that failed: the last element of `chain`.
    public var requested: String {
        chain.last ?? ""
    }

    /// `chain` joined with arrows.
    public var chainDescription: String {
        chain.joined(separator: " -> ")
    }

    /// One sentence naming the reason, the chain and the near misses.
    public var description: String {
        var text: String
        switch reason {
        case .notRegistered:
            text = "No registration for \(requested)"
        case .registeredTwice:
            text = "\(requested) was registered twice in the same container (allow it with `.replace`)"
        case .cycle:
            text = "Dependency cycle"
        case .tooDeep(let limit):
            text = "Resolution deeper than \(limit) services without a repeat"
        case .factoryFailed:
            text = "The factory of \(requested) threw \(underlyingError.map { String(describing: $0) } ?? "an error")"
        }
        text += chain.count > 1 || reason.isCycle ? " while building \(chainDescription)." : "."
        if !nearMisses.isEmpty {
            text += " Near misses: " + nearMisses.joined(separator: "; ") + "."
        }
        return text
    }

    /// The same error with the service whose factory it passed through in front of the chain.
    @usableFromInline
    func prepending(_ service: ServiceDescription, identity: ObjectIdentifier) -> ResolutionError {
        var copy = self
        copy.chain.insert(service.description, at: 0)
        copy.chainIdentities.insert(identity, at: 0)
        return copy
    }

    /// Called once the error reaches the top-level request: a depth overflow with a repeated
    /// service becomes a cycle whose chain ends at the first repeat.
    @usableFromInline
    func finalized() -> ResolutionError {
        guard reason.isCycle || reason.isTooDeep else {
            return self
        }
        var copy = self
        for index in chainIdentities.indices {
            guard let identity = chainIdentities[index],
                chainIdentities[..<index].contains(identity)
            else { continue }
            copy.chain = Array(chain[...index])
            copy.chainIdentities = Array(chainIdentities[...index])
            return ResolutionError(copying: copy, reason: .cycle)
        }
        return self
    }

    private init(copying other: ResolutionError, reason: Reason) {
        self.reason = reason
        self.chain = other.chain
        self.chainIdentities = other.chainIdentities
        self.nearMisses = other.nearMisses
        self.underlyingError = other.underlyingError
    }
}

extension ResolutionError.Reason {
    var isCycle: Bool {
        if case .cycle = self { return true }
        return false
    }

    var isTooDeep: Bool {
        if case .tooDeep = self { return true }
        return false
    }
}
