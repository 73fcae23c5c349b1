/// The graph-scoped instances of one graph: four inline slots, then an overflow array, so a
/// typical graph caches its shared nodes without allocating.
@usableFromInline
struct GraphInstances {
    @usableFromInline var first: (identity: ObjectIdentifier, instance: Any)?
    @usableFromInline var second: (identity: ObjectIdentifier, instance: Any)?
    @usableFromInline var third: (identity: ObjectIdentifier, instance: Any)?
    @usableFromInline var fourth: (identity: ObjectIdentifier, instance: Any)?
    @usableFromInline var overflow: ContiguousArray<(identity: ObjectIdentifier, instance: Any)> = []

    @inlinable
    init() {}

    /// The instance cached for a registration, if any.
    @inlinable
    func instance(of identity: ObjectIdentifier) -> Any? {
        guard let first else { return nil }
        if first.identity == identity { return first.instance }
        guard let second else { return nil }
        if second.identity == identity { return second.instance }
        guard let third else { return nil }
        if third.identity == identity { return third.instance }
        guard let fourth else { return nil }
        if fourth.identity == identity { return fourth.instance }
        return overflow.first { $0.identity == identity }?.instance
    }

    /// Caches an instance; each registration is stored at most once per graph.
    @inlinable
    mutating func store(_ instance: Any, of identity: ObjectIdentifier) {
        if first == nil {
            first = (identity, instance)
        } else if second == nil {
            second = (identity, instance)
        } else if third == nil {
            third = (identity, instance)
        } else if fourth == nil {
            fourth = (identity, instance)
        } else {
            overflow.append((identity, instance))
        }
    }
}
