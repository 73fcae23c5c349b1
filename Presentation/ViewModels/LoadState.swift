/// Where a view model is in its work, so that a view can show a spinner, the data or the error.
public enum LoadState: Equatable, Sendable {
    /// Nothing asked yet.
    case idle
    /// A request is running.
    case loading
    /// The last request succeeded; the items are current.
    case loaded
    /// The last request failed; `errorMessage` says why.
    case failed
}
