import Synchronization

// The parts of the container that no ordinary resolve runs: Swinject's maintenance calls (forward, removeAll,
// resetObjectScope, synchronize, description), the check of the whole graph, and the reason a request failed.

extension Container {
    /// Makes `type` (under `name`) resolve to the instance `registration` builds, cast to `type`.
    public func forward<Other: Sendable, Service>(
        _ type: Other.Type, name: String? = nil, to registration: Registration<Service>
    ) {
        registry.withLock { $0.forwards[registration.key.with(Other.self, name: name)] = registration.key }
    }

    /// Removes every registration, and with them every shared instance.
    public func removeAll() { registry.withLock { $0 = Registry() } }

    /// Forgets the shared instances in `scope` (of `serviceType` only, if given).
    public func resetObjectScope(_ scope: ObjectScope, serviceType: Any.Type? = nil) {
        registry.withLock { registry in
            for (key, entry) in registry.entries
            where entry.scope == scope && serviceType.map({ $0 == key.service }) ?? true {
                registry.entries[key] = ServiceEntry(
                    key: key, scope: scope, handlers: entry.handlers, factory: entry.factory)
            }
        }
    }

    /// The container itself: every container is safe to use from many tasks.
    public func synchronize() -> any Resolver { self }

    /// The registrations.
    var entries: [ServiceKey: ServiceEntry] { registry.withLock { $0.entries } }

    /// One sentence per key registered twice.
    var registrationProblems: [String] {
        registry.withLock { $0.refused }.map { "\($0) was registered twice in the same container" }.sorted()
    }

    /// Resolves every registration without runtime arguments once (creating the singletons) and throws every problem:
    /// duplicates, missing dependencies, cycles, throwing factories. (A force-unwrapped `resolve` traps instead.)
    public func verify() throws(VerificationError) {
        var failures: [ResolutionError] = []
        let keys = entries.keys.sorted { $0.description < $1.description }
        for key in keys where key.arguments == Void.self {
            let context = ResolutionContext(container: self)
            do {
                _ = try context.complete { () throws(ResolutionError) in try context.resolveAny(key, arguments: ()) }
            } catch {
                failures.append(error)
            }
        }
        let problems = registrationProblems
        guard problems.isEmpty, failures.isEmpty else {
            throw VerificationError(registrationProblems: problems, resolutionErrors: failures)
        }
    }
}

/// Everything `Container.verify()` found wrong, all at once, so one run shows every fix needed.
public struct VerificationError: Error, Sendable, CustomStringConvertible {
    /// Mistakes made while registering, one sentence each (registering cannot throw, so Swinject's code compiles).
    public let registrationProblems: [String]
    /// Registrations that failed to resolve, each with its chain and near misses.
    public let resolutionErrors: [ResolutionError]

    /// How many problems were found.
    public var count: Int { registrationProblems.count + resolutionErrors.count }

    /// A numbered list of every problem.
    public var description: String {
        let lines = (registrationProblems + resolutionErrors.map(\.description)).enumerated()
        return "The container has \(count) problem(s):\n"
            + lines.map { "  \($0.offset + 1). \($0.element)" }
            .joined(separator: "\n")
    }
}

extension Container: CustomStringConvertible {
    /// Swinject's listing: `[`, one `{ Service: ..., Factory: ..., ObjectScope: ... }` per line, `]`.
    public var description: String {
        "[" + entries.values.map { "\n    { \($0.summary) }" }.sorted().joined(separator: ",") + "\n]"
    }
}

extension ResolutionContext {
    /// Why `key` cannot be resolved here, with the chain that asked for it and the registrations of the same type as
    /// near misses.
    func failure(_ key: ServiceKey) -> ResolutionError {
        let refused = container.registry.withLock { $0.refused.contains(key) }
        let nearMisses = container.entries.keys.filter { $0.service == key.service && $0 != key }
        return ResolutionError(
            reason: refused ? .registeredTwice : .notRegistered, chain: chain + [key],
            nearMisses: nearMisses.map(\.description).sorted())
    }
}

extension ServiceKey {
    /// The key of `type` under `name` with the same arguments, for forwarding and wrappers.
    func with(_ type: Any.Type, name: String?) -> ServiceKey { ServiceKey(type, arguments: arguments, name: name) }
}

extension ServiceEntry {
    /// `Container.description`'s line for this entry, in Swinject's form.
    var summary: String {
        let arguments = key.argumentList.isEmpty ? "Resolver" : "(Resolver, \(key.argumentList))"  // Swinject's form
        return "Service: \(key.typeName), " + (key.name.map { "Name: \"\($0)\", " } ?? "")
            + "Factory: \(arguments) -> \(key.typeName), ObjectScope: \(scope)"
            + (handlers.isEmpty ? "" : ", InitCompleted: Specified \(handlers.count) closures")
    }
}
