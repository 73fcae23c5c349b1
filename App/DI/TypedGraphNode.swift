/// A cached graph-scoped instance of `Service`.
@usableFromInline
final class TypedGraphNode<Service>: GraphNode {
    @usableFromInline let instance: Service

    @inlinable
    init(instance: Service, identity: ObjectIdentifier, next: GraphNode?) {
        self.instance = instance
        super.init(identity: identity, next: next)
    }
}
