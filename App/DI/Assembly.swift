/// A group of related registrations (data sources, repositories, view models), Swinject's way.
public protocol Assembly {
    /// Registers this assembly's services.
    func assemble(container: Container)
    /// Called once every assembly applied with it has registered, for work needing other assemblies' services.
    func loaded(resolver: any Resolver)
}

extension Assembly {
    /// Does nothing: most assemblies only register.
    public func loaded(resolver: any Resolver) {}
}

/// Builds a container from assemblies, at once or in batches (`apply`): a whole batch registers, then each is `loaded`.
public final class Assembler: Sendable {
    /// The assembled container; resolve services from it, and `verify()` it in a test.
    public let resolver: Container

    /// Applies `assemblies`, in order, to `container` (a new root container by default).
    public init(_ assemblies: [any Assembly] = [], container: Container = Container()) {
        resolver = container
        apply(assemblies: assemblies)
    }

    /// Applies more assemblies: all register first, then each one's `loaded(resolver:)` runs.
    public func apply(assemblies: [any Assembly]) {
        for assembly in assemblies { assembly.assemble(container: resolver) }
        for assembly in assemblies { assembly.loaded(resolver: resolver) }
    }
}
