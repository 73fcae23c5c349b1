/// How long a resolved instance lives, and so who shares it. A class, as in Swinject, so that
/// scopes compare with `===` (`registration.objectScope === .container`).
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
    /// One instance for the container's lifetime; its factory runs once, even when many tasks
    /// ask for it first at the same moment.
    public static let container = ObjectScope(.container, "container")
    /// Shared while someone else keeps it alive, then built again. Only class instances can be
    /// held weakly; other services behave as `transient`.
    public static let weak = ObjectScope(.weak, "weak")
}
