/// Holds a service of any type (struct, class or existential) behind a class reference, so that
/// it can be published atomically.
final class InstanceBox<Service>: @unchecked Sendable {
    /// Immutable after initialisation; `@unchecked` for the same reason as `SingletonStorage`.
    let value: Service

    init(_ value: Service) {
        self.value = value
    }
}
