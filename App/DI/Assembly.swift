/// A group of related registrations (data sources, repositories, view models), Swinject's way:
/// an `Assembler` calls `assemble(container:)` on every assembly, then `loaded(resolver:)`.
public protocol Assembly {
    /// Registers this assembly's services.
    func assemble(container: Container)

    /// Called once every assembly has registered, with the frozen container, for work that needs
    /// services from other assemblies. Does nothing unless implemented.
    func loaded(resolver: any Resolver)
}

extension Assembly {
    /// Does nothing: most assemblies only register.
    public func loaded(resolver: any Resolver) {}
}
