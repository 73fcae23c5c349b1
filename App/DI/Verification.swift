extension Container {
    /// Resolves every registration without runtime arguments once (creating the singletons) and throws every problem:
    /// duplicates, missing dependencies, cycles, throwing factories. (A force-unwrapped `resolve` traps instead.)
    public func verify() throws(VerificationError) {
        var failures: [ResolutionError] = []
        let keys = visibleEntries.keys.sorted { $0.description < $1.description }
        for key in keys where key.arguments == Void.self {
            let context = ResolutionContext(container: self)
            do {
                _ = try context.complete { () throws(ResolutionError) in try context.resolveAny(key, arguments: ()) }
            } catch {
                failures.append(error)
            }
        }
        guard registrationProblems.isEmpty, failures.isEmpty else {
            throw VerificationError(registrationProblems: registrationProblems, resolutionErrors: failures)
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
