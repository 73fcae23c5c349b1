import Domain

/// A failure found by a view model itself, before any repository was asked (an unknown project
/// name, an ambiguous id prefix); its text is already what the person should read.
struct PresentationFailure: Error {
    let message: String
}

/// What a view model shows and keeps after an action failed.
struct FailureReport {
    /// The sentence for the person.
    let message: String
    /// The repository's typed error, when a repository failed.
    let repositoryError: RepositoryError?

    init(_ error: any Error) {
        switch error {
        case let error as RepositoryError:
            message = error.userMessage
            repositoryError = error
        case let error as PresentationFailure:
            message = error.message
            repositoryError = nil
        default:
            message = "Something unexpected went wrong: \(error)."
            repositoryError = nil
        }
    }
}
