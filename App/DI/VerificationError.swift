/// Everything `Container.verify()` found wrong, all at once, so one run shows every fix needed.
public struct VerificationError: Error, Sendable, CustomStringConvertible {
    /// Mistakes made while registering (duplicates, late registrations).
    public let registrationProblems: [RegistrationProblem]
    /// Registrations that failed to resolve, each with its chain and near misses.
    public let resolutionErrors: [ResolutionError]

    /// How many problems were found.
    public var count: Int {
        registrationProblems.count + resolutionErrors.count
    }

    /// A numbered list of every problem.
    public var description: String {
        let lines = registrationProblems.map(\.description) + resolutionErrors.map(\.description)
        let numbered = lines.enumerated().map { "  \($0.offset + 1). \($0.element)" }
        return "The container has \(count) problem(s):\n" + numbered.joined(separator: "\n")
    }
}
