/// Writes that span entities, committed by the store as one: one SQLite transaction, one
/// journal record of the file store, one mutation of the in-memory store, one request to a
/// server. A use case that writes several entities at once (an import) stages them in a
/// ``WriteBatch`` and commits it here; no repository ever commits part of it.
public protocol UnitOfWork: Sendable {
    /// Validates every staged entity, then stores all of them, the new ones and the
    /// replacements, in one transaction, or none: the first rule broken (a field, a taken id or
    /// name, a reference to nothing, a replacement of an id not stored) is thrown, as a
    /// repository would throw it, and nothing is written. Replacements keep the stored
    /// `createdAt` and are stamped as an update is. Observers of each entity's repository get one
    /// change set for the commit, after it.
    func commit(_ batch: WriteBatch) async throws(RepositoryError)
}
