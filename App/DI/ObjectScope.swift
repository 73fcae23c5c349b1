/// How long a resolved instance lives, and so who shares it. A class, as in Swinject: scopes compare with `===`.
public final class ObjectScope: Sendable, CustomStringConvertible {
    @usableFromInline enum Kind: Sendable { case transient, graph, container, weak }

    @usableFromInline let kind: Kind
    /// The scope's name, as `Container.description` prints it.
    public let description: String

    private init(_ kind: Kind, _ description: String) { (self.kind, self.description) = (kind, description) }

    /// A new instance on every request, even inside one graph.
    public static let transient = ObjectScope(.transient, "transient")
    /// One instance per top-level resolve, shared by everything built to answer it. The default.
    public static let graph = ObjectScope(.graph, "graph")
    /// One instance for the container's lifetime; its factory runs once, even when many tasks ask first at once.
    public static let container = ObjectScope(.container, "container")
    /// Shared while someone else keeps it alive, then built again; only for classes, others behave as `transient`.
    public static let weak = ObjectScope(.weak, "weak")
}
