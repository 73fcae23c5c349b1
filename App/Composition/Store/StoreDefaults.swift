import Foundation

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
