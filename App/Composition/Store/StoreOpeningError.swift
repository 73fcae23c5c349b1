/// The store could not be opened.
public struct StoreOpeningError: Error, Sendable, CustomStringConvertible {
    /// The location that failed.
    public let location: StoreLocation
    /// Why, in a phrase.
    public let reason: String
    /// The store's own error, kept whole so that code can tell the causes apart (a
    /// `DataSourceError` with its SQLite or file evidence), when there is one.
    public var underlying: (any Error & Sendable)? = nil

    /// One line naming the store and the reason.
    public var description: String { "cannot open store \(location): \(reason)" }
}
