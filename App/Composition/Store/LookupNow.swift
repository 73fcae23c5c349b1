import Data
import Domain
import Foundation

/// A repository that can answer a lookup by id on the calling thread, right now, or say that it
/// cannot: what a delivery mechanism on a thread of its own (an HTTP server's event loop, never
/// Swift's cooperative pool) tries before it starts a task for ``/Domain/EntityRepository/fetch(id:)``.
/// The answer is the same as `fetch(id:)`'s, from the same store, at the same moment; only the
/// thread differs. The calling thread may block on the store's disk.
public protocol LookupNow<Entity>: Sendable {
    /// The entity whose repository this is.
    associatedtype Entity

    /// The entity with this id when the store can look it up here and now, `.notFound` when
    /// there is none, or nil when it cannot now (ask `fetch(id:)` instead).
    func fetchNow(id: UUID) throws(RepositoryError) -> Entity?
}

extension TableRepository: LookupNow {}

extension CompositionRoot {
    /// `repository`'s lookup on the calling thread, when the repository the container holds has
    /// one (every store's does; only a SQLite store with free readers answers, the others say
    /// "not now"); nil otherwise. Look it up once, not per request.
    public static func lookupNow<Entity>(of repository: Any) -> (any LookupNow<Entity>)? {
        repository as? any LookupNow<Entity>
    }
}
