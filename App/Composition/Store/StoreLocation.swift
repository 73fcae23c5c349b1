import Foundation

/// Where the app keeps its data, as chosen with `--store` or `DEMO_STORE`.
public enum StoreLocation: Equatable, Sendable, CustomStringConvertible {
    /// An SQLite database file.
    case sqlite(path: String)
    /// The JSON file store: a folder holding a snapshot and a journal.
    case file(directory: String)
    /// Memory only: gone when the process ends. For trying things out and for tests.
    case memory
    /// A todo server at this base URL, with the bearer token its API wants, if any, and how long
    /// one request may take (the gateway's default when nil).
    case remote(URL, token: String? = nil, timeout: Duration? = nil)
    /// A PostgreSQL database, shared by every process that names it.
    case postgres(PostgreSQLAddress)

    /// The spelling `--store` accepts, e.g. `sqlite:/tmp/todos.sqlite`; never the token.
    public var description: String {
        switch self {
        case .sqlite(let path): "sqlite:\(path)"
        case .file(let directory): "file:\(directory)"
        case .memory: "memory"
        case .remote(let url, _, _): url.absoluteString
        case .postgres(let address): address.description
        }
    }
}

/// `--store` or `DEMO_STORE` could not be read, or an http store's token cannot be sent.
public struct StoreLocationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What was refused: the store's location, or the token that goes with it.
    public enum Subject: Equatable, Sendable {
        /// `--store` or `DEMO_STORE`.
        case store
        /// `--token` or `DEMO_TOKEN`, never repeated in a message.
        case token
    }

    /// What was given, with any password in it replaced by `***`; empty for a token.
    public let input: String
    /// Why it is not a store.
    public let reason: String
    /// What was refused.
    public let subject: Subject

    /// A store location `input` that cannot be used, for `reason`; a password in `input` is
    /// masked here, so that no message or log built from the error can show it.
    public init(input: String, reason: String) {
        self.input = CredentialMask.masked(input)
        self.reason = reason
        subject = .store
    }

    /// A token that cannot be used, for `reason`.
    public static func token(_ reason: String) -> StoreLocationError {
        StoreLocationError(reason: reason)
    }

    private init(reason: String) {
        input = ""
        self.reason = reason
        subject = .token
    }

    /// One line naming the input, the reason and the accepted forms. A token is never repeated:
    /// its errors name the option instead.
    public var description: String {
        switch subject {
        case .token: "invalid token (--token or DEMO_TOKEN): \(reason)"
        case .store: "invalid store \"\(input)\": \(reason); use \(StoreLocation.syntax)"
        }
    }
}
