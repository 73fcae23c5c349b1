/// What `register` returns: a handle to change the registration's scope, Swinject's way
/// (`container.register(...) { ... }.inObjectScope(.container)`).
public struct Registration<Service>: Sendable {
    private let container: Container
    private let draftIndex: Int

    init(container: Container, draftIndex: Int) {
        self.container = container
        self.draftIndex = draftIndex
    }

    /// Sets how long resolved instances live (`.graph` unless set) and returns the same handle.
    @discardableResult
    public func inObjectScope(_ scope: ObjectScope) -> Registration<Service> {
        container.setScope(scope, ofDraft: draftIndex)
        return self
    }
}
