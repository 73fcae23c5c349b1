/// Builds a container from assemblies: every `assemble(container:)` first, then the container is
/// frozen, then every `loaded(resolver:)`.
public final class Assembler: Sendable {
    /// The assembled container; resolve services from it, and `verify()` it in a test.
    public let resolver: Container

    /// Assembles `assemblies`, in order, into `container` (a new root container by default).
    public init(_ assemblies: [any Assembly], container: Container = Container()) {
        self.resolver = container
        for assembly in assemblies {
            assembly.assemble(container: container)
        }
        container.freeze()
        for assembly in assemblies {
            assembly.loaded(resolver: container)
        }
    }
}
