/// What a container does when the same key (type, name, argument types) is registered twice.
public enum DuplicateRegistrationPolicy: Sendable {
    /// Refuse: the key becomes unresolvable with a `.registeredTwice` error, and `verify()`
    /// reports it. The default, because a silent replacement hides wiring mistakes.
    case reject
    /// The later registration replaces the earlier one, for tests that override on purpose.
    case replace
}
