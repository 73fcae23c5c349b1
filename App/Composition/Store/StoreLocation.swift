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
