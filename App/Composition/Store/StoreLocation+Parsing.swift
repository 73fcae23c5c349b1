import Foundation

extension StoreLocation {
    /// The environment variable that chooses the store when `--store` is not given.
    public static let environmentVariable = "DEMO_STORE"
    /// The environment variable that holds an http store's bearer token when `--token` is not given.
    public static let tokenVariable = "DEMO_TOKEN"
    /// The environment variable that bounds one request to an http store, in seconds.
    public static let timeoutVariable = "DEMO_TIMEOUT"

    /// The forms `--store` accepts, for help and error messages.
    public static let syntax = "sqlite[:PATH] | file[:DIR] | memory | http://HOST:PORT | postgres://USER@HOST:PORT/DB"

    /// Reads `text` (`sqlite[:PATH]`, `file[:DIR]`, `memory`, `http(s)://HOST:PORT`,
    /// `postgres(ql)://USER@HOST:PORT/DB`); a kind without a path uses the default place under
    /// `defaults`' data folder.
    public static func parse(_ text: String, defaults: StoreDefaults) throws(StoreLocationError) -> StoreLocation {
        guard !text.isEmpty else { throw StoreLocationError(input: text, reason: "it is empty") }
        let lowered = text.lowercased()
        if lowered.hasPrefix("http://") || lowered.hasPrefix("https://") {
            return .remote(try ServerURL.parse(text))
        }
        if lowered.hasPrefix("postgres://") || lowered.hasPrefix("postgresql://") {
            return .postgres(try PostgreSQLAddress.parse(text, input: text))
        }
        let (kind, path) = split(text)
        switch kind.lowercased() {
        case "sqlite":
            return .sqlite(path: try expand(path, input: text) ?? defaults.sqlitePath)
        case "file", "json":
            return .file(directory: try expand(path, input: text) ?? defaults.fileDirectory)
        case "memory", "mem":
            guard path == nil else { throw StoreLocationError(input: text, reason: "memory takes no path") }
            return .memory
        default:
            throw StoreLocationError(input: text, reason: "unknown kind \"\(kind)\"")
        }
    }

    /// The store for this run: `option` (from `--store`) when given, else the environment
    /// variable, else SQLite at the default path. An http store gets `token` (from `--token`),
    /// else `DEMO_TOKEN`, and the timeout `DEMO_TIMEOUT` gives; other stores ignore them.
    public static func choose(
        option: String?, environment: [String: String], defaults: StoreDefaults, token: String? = nil
    ) throws(StoreLocationError) -> StoreLocation {
        let location: StoreLocation
        if let option {
            location = try parse(option, defaults: defaults)
        } else if let value = environment[environmentVariable], !value.isEmpty {
            location = try parse(value, defaults: defaults)
        } else {
            location = .sqlite(path: defaults.sqlitePath)
        }
        guard case .remote(let url, _, _) = location else { return location }
        let given = token ?? environment[tokenVariable].flatMap { $0.isEmpty ? nil : $0 }
        let timeout = try environment[timeoutVariable].flatMap { $0.isEmpty ? nil : $0 }.map(ServerURL.checkedTimeout)
        return .remote(url, token: try given.map(ServerURL.checkedToken), timeout: timeout)
    }

    private static func split(_ text: String) -> (kind: String, path: String?) {
        guard let colon = text.firstIndex(of: ":") else { return (text, nil) }
        return (String(text[..<colon]), String(text[text.index(after: colon)...]))
    }

    private static func expand(_ path: String?, input: String) throws(StoreLocationError) -> String? {
        guard let path else { return nil }
        guard !path.isEmpty else { throw StoreLocationError(input: input, reason: "the path after ':' is empty") }
        return (path as NSString).expandingTildeInPath
    }
}

/// Where stores live when no path is given: a folder named after the project under
/// `$XDG_DATA_HOME`, or `~/.local/share` when that is not set (the XDG base directory rules).
public struct StoreDefaults: Equatable, Sendable {
    /// The folder, e.g. `~/.local/share/clean-architecture`.
    public let directory: String

    /// The folder name under the data home.
    public static let folderName = "clean-architecture"

    /// The defaults for `environment` (usually the process's).
    public init(environment: [String: String]) {
        let dataHome: String
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            // XDG says a relative value is invalid and must be ignored.
            dataHome = xdg
        } else {
            let home = environment["HOME"] ?? NSHomeDirectory()
            dataHome = (home as NSString).appendingPathComponent(".local/share")
        }
        directory = (dataHome as NSString).appendingPathComponent(Self.folderName)
    }

    /// The default SQLite database.
    public var sqlitePath: String {
        (directory as NSString).appendingPathComponent("todos.sqlite")
    }

    /// The default folder of the JSON file store.
    public var fileDirectory: String {
        (directory as NSString).appendingPathComponent("json-store")
    }
}
