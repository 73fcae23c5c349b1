/// One graph-scoped instance cached while a graph is built: a node of a short list headed by the
/// resolution context. Typed nodes (`TypedGraphNode<Service>`) keep the instance as its own type,
/// so a cache hit is an unchecked downcast (the identity matched, so the type is known) rather
/// than a dynamic cast from `Any`.
@usableFromInline
class GraphNode {
    /// The registration whose instance this is.
    @usableFromInline let identity: ObjectIdentifier
    /// The node cached before this one.
    @usableFromInline let next: GraphNode?

    @inlinable
    init(identity: ObjectIdentifier, next: GraphNode?) {
        self.identity = identity
        self.next = next
    }
}
