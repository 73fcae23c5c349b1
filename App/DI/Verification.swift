extension Container {
    /// Resolves every registration (own and inherited) without runtime arguments once, creating the singletons, and
    /// throws one error listing every problem: duplicates, missing dependencies, cycles, throwing factories. (A factory
    /// that force-unwraps `resolve` traps instead of being reported; one using `try resolver.require` is reported.)
    public func verify() throws(VerificationError) {
        var failures: [ResolutionError] = []
        let keys = visibleEntries.keys.filter { $0.arguments == Void.self }
        for key in keys.sorted(by: { $0.description < $1.description }) {
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
    /// Mistakes made while registering, one sentence each, e.g. `Clock was registered twice in
    /// the same container` (registering cannot throw, so that Swinject's code compiles as is).
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
