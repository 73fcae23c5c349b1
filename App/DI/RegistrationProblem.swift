/// A mistake made while registering, reported by `Container.verify()`: registering cannot throw,
/// so that the seeds' `container.register(...) { ... }.inObjectScope(.container)` compiles as is.
public struct RegistrationProblem: Sendable, Equatable, CustomStringConvertible {
    /// What was wrong with the registration.
    public enum Kind: Sendable, Equatable {
        /// The key was already registered in this container under `.reject`.
        case registeredTwice
        /// The registration, or its scope change, came after the container was frozen by its
        /// first resolve (or `freeze()`), so it has no effect.
        case registeredAfterFreeze
    }

    /// What was wrong with the registration.
    public let kind: Kind
    /// The registered service in readable form, e.g. `TodoDataSource (name: "sqlite")`.
    public let service: String

    /// One sentence describing the problem.
    public var description: String {
        switch kind {
        case .registeredTwice:
            "\(service) was registered twice in the same container"
        case .registeredAfterFreeze:
            "\(service) was registered or changed after the container was frozen by its first resolve"
        }
    }
}
