import Foundation

extension StoreLocation {
    /// The environment variable that chooses the store when `--store` is not given.
    public static let environmentVariable = "DEMO_STORE"

    /// The forms `--store` accepts, for help and error messages.
    public static let syntax = "sqlite[:PATH] | file[:DIR] | memory | http://HOST:PORT"

    /// Reads `text` (`sqlite[:PATH]`, `file[:DIR]`, `memory`, `http(s)://HOST:PORT`,
    /// `postgres(ql)://USER@HOST:PORT/DB`); a kind without a path uses the default place under
    /// `defaults`' data folder.
    public static func parse(_ text: String, defaults: StoreDefaults) throws(StoreLocationError) -> StoreLocation {
        let lowered = text.lowercased()
        if lowered.hasPrefix("http://") || lowered.hasPrefix("https://") {
            guard let url = URL(string: text), let host = url.host, !host.isEmpty else {
                throw StoreLocationError(input: text, reason: "it is not a valid URL")
            }
            return .remote(url)
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
    /// variable, else SQLite at the default path.
    public static func choose(
        option: String?, environment: [String: String], defaults: StoreDefaults
    ) throws(StoreLocationError) -> StoreLocation {
        if let option { return try parse(option, defaults: defaults) }
        if let value = environment[environmentVariable], !value.isEmpty {
            return try parse(value, defaults: defaults)
        }
        return .sqlite(path: defaults.sqlitePath)
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

/// `--store` or `DEMO_STORE` could not be read.
public struct StoreLocationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What was given.
    public let input: String
    /// Why it is not a store.
    public let reason: String

    /// Records why `input` is not a store.
    public init(input: String, reason: String) {
        self.input = input
        self.reason = reason
    }

    /// One line naming the input, the reason and the accepted forms.
    public var description: String {
        "invalid store \"\(input)\": \(reason); use \(StoreLocation.syntax)"
    }
}
