import Domain
import Synchronization

/// A unit of work that keeps every batch committed to it and stores nothing, or fails each
/// commit with `failure`: what a test needs to see what a use case writes together.
public final class RecordingUnitOfWork: UnitOfWork {
    private let batches = Mutex<[WriteBatch]>([])
    private let failure: RepositoryError?

    /// Records commits, failing each with `failure` when one is given.
    public init(failing failure: RepositoryError? = nil) {
        self.failure = failure
    }

    /// The batches committed so far, oldest first.
    public var committed: [WriteBatch] { batches.withLock { $0 } }

    /// Records `batch`, then fails when the unit of work was made failing.
    public func commit(_ batch: WriteBatch) async throws(RepositoryError) {
        batches.withLock { $0.append(batch) }
        if let failure { throw failure }
    }
}
