import Synchronization

// Checking a whole composition at once, typically in a test of the composition root.
extension Container {
    /// Resolves every registration (own and inherited) once and throws one error listing every
    /// problem: duplicates, missing dependencies, cycles and throwing factories. Registrations
    /// whose factories take runtime arguments are skipped, since their arguments cannot be made
    /// up. Container-scoped singletons are created as a side effect.
    ///
    /// Factories that force-unwrap `resolve` (the seeds' `resolver.resolve(P.self)!`) trap on a
    /// missing dependency instead of reporting it; factories that use `try resolver.require(P.self)`
    /// are reported here with their chain.
    public func verify() throws(VerificationError) {
        let noArguments = ObjectIdentifier(Void.self)
        var failures: [ResolutionError] = []
        let entries = visibleEntries.values.filter { $0.key.arguments == noArguments }
        for entry in entries.sorted(by: { $0.service.description < $1.service.description }) {
            let context = ResolutionContext(container: self, entries: self.entries)
            do {
                _ = try context.complete { () throws(ResolutionError) -> Any in
                    try context.resolveAny(entry.key, requested: entry.service, arguments: ())
                }
            } catch {
                failures.append(error)
            }
        }
        var problems: [String] = []
        var container: Container? = self
        while let current = container {
            problems.insert(contentsOf: current.registry.withLock { $0.problems }, at: 0)
            container = current.parent
        }
        guard problems.isEmpty, failures.isEmpty else {
            throw VerificationError(registrationProblems: problems, resolutionErrors: failures)
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
    public var count: Int {
        registrationProblems.count + resolutionErrors.count
    }

    /// A numbered list of every problem.
    public var description: String {
        let lines = registrationProblems + resolutionErrors.map(\.description)
        let numbered = lines.enumerated().map { "  \($0.offset + 1). \($0.element)" }
        return "The container has \(count) problem(s):\n" + numbered.joined(separator: "\n")
    }
}
