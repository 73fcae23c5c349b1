import Domain
import Synchronization

/// A unit of work that keeps every batch committed to it and stores nothing, or fails each
/// commit with `failure`: what a view-model test needs to see what a use case writes together.
final class RecordingUnitOfWork: UnitOfWork {
    private let batches = Mutex<[WriteBatch]>([])
    private let failure: RepositoryError?

    init(failing failure: RepositoryError? = nil) {
        self.failure = failure
    }

    /// The batches committed so far, oldest first.
    var committed: [WriteBatch] { batches.withLock { $0 } }

    func commit(_ batch: WriteBatch) async throws(RepositoryError) {
        batches.withLock { $0.append(batch) }
        if let failure { throw failure }
    }
}
