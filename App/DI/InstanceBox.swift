/// Holds a service of any type (struct, class or existential) behind a class reference, so that
/// it can be published atomically.
@usableFromInline
final class InstanceBox<Service>: @unchecked Sendable {
    /// Immutable after initialisation; `@unchecked` for the same reason as `SingletonStorage`.
    @usableFromInline let value: Service

    @inlinable
    init(_ value: Service) {
        self.value = value
    }
}
