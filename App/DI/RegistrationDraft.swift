/// A registration before the container is frozen: its scope can still change (`inObjectScope`),
/// so the entry is only made, with its final scope, when the table is built.
struct RegistrationDraft: Sendable {
    /// The key it answers.
    let key: ServiceKey
    /// The key in readable form.
    let service: ServiceDescription
    /// The scope so far; graph unless changed.
    var scope: ObjectScope = .graph
    /// Makes the frozen entry for a scope.
    let makeEntry: @Sendable (ObjectScope) -> RegistrationEntry
}
