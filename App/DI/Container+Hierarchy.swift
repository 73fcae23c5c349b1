// Child containers and override scopes. Both see the parent's registrations and may register the
// parent's keys again to override them; neither ever changes the parent.
extension Container {
    /// A container that sees this one's registrations and adds or overrides its own. Inherited
    /// container- and weak-scoped instances are the parent's own instances, built from the
    /// parent's registrations, so a child's services never end up inside a parent's singleton.
    public func makeChild(duplicates: DuplicateRegistrationPolicy = .reject) -> Container {
        Container(parent: self, isolatesInheritedInstances: false, duplicates: duplicates)
    }

    /// A container for a test: it sees this one's registrations, its own registrations override
    /// them throughout the graph, and every inherited singleton is built afresh inside the scope.
    /// The parent is never touched, so parallel tests that each make a scope stay independent.
    public func makeOverrideScope(duplicates: DuplicateRegistrationPolicy = .reject) -> Container {
        Container(parent: self, isolatesInheritedInstances: true, duplicates: duplicates)
    }
}
