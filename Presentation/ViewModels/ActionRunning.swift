import Domain

/// What every view model does around an action: show it loading, then either clear the last
/// failure or keep it as a sentence for the person and the typed error for code. Written once
/// here so that every screen reports failures the same way.
@MainActor
protocol ActionRunning: AnyObject {
    /// Idle, loading, loaded or failed.
    var state: LoadState { get set }
    /// The last failure, as a sentence for the person.
    var errorMessage: String? { get set }
    /// The repository's typed error behind ``errorMessage``, when a repository failed.
    var repositoryError: RepositoryError? { get set }
    /// Why the last action failed, for code: every case, the repository's included.
    var failure: ActionFailure? { get set }
}

extension ActionRunning {
    /// Runs `body` as one action and returns its result, or nil after recording why it failed.
    func perform<T>(_ body: () async throws -> T) async -> T? {
        state = .loading
        do {
            let value = try await body()
            (state, errorMessage, repositoryError, failure) = (.loaded, nil, nil, nil)
            return value
        } catch {
            let failure = ActionFailure(error)
            (state, errorMessage, repositoryError, self.failure) = (
                .failed, failure.message, failure.repositoryError, failure
            )
            return nil
        }
    }
}
