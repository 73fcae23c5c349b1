/// How long a resolved instance lives, and so who shares it.
public enum ObjectScope: Sendable, Hashable, CustomStringConvertible {
    /// A new instance on every resolve.
    case transient
    /// One instance per top-level resolve: every service built while answering the same
    /// `resolve` call receives the same instance. The default, as in Swinject.
    case graph
    /// One instance for the container's lifetime. Its factory runs exactly once, even when many
    /// tasks ask for it first at the same moment.
    case container
    /// The instance is shared while someone else keeps it alive, then rebuilt on demand.
    /// Only class instances can be held weakly; other services behave as `transient`.
    case weak

    /// The scope's name, as used in error messages.
    public var description: String {
        switch self {
        case .transient: "transient"
        case .graph: "graph"
        case .container: "container"
        case .weak: "weak"
        }
    }

    /// Whether instances outlive one resolve and so live in storage shared by every caller.
    @inlinable
    var sharesInstances: Bool {
        self == .container || self == .weak
    }
}
