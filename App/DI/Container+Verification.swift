// Checking a whole composition at once, typically in a test of the composition root.
extension Container {
    /// Resolves every registration (own and inherited) once and throws one error listing every
    /// problem: duplicates, late registrations, missing dependencies, cycles and throwing
    /// factories. Registrations whose factories need runtime arguments are not resolved, since
    /// their arguments cannot be made up. Container-scoped singletons are created as a side effect.
    ///
    /// Factories that force-unwrap `resolve` (the seeds' `resolver.resolve(P.self)!`) trap on a
    /// missing dependency instead of reporting it; factories that use `try resolver.require(P.self)`
    /// are reported here with their chain.
    public func verify() throws(VerificationError) {
        let table = frozenTable()
        var resolutionErrors: [ResolutionError] = []
        for slot in table.slots {
            do {
                _ = try slot.entry.verify(in: table, home: slot.home)
            } catch {
                resolutionErrors.append(error)
            }
        }
        let problems = registrationProblems
        guard problems.isEmpty, resolutionErrors.isEmpty else {
            throw VerificationError(registrationProblems: problems, resolutionErrors: resolutionErrors)
        }
    }
}
