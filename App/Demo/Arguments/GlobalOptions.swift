import Composition

/// The options every command accepts, anywhere on the line.
struct GlobalOptions: Equatable {
    /// `--store`, when given.
    let store: String?
    /// `--token`, when given: the bearer token of an http store. Never printed.
    let token: String?
    /// `--no-color`.
    let noColor: Bool
    /// `--help` or `-h`.
    let help: Bool
    /// `--version`.
    let version: Bool
    /// `--generate-completion-script SHELL`, when given.
    let completionShell: String?

    /// The global options among `given` (every option on the line, by long name, with its values).
    init(given: [String: [String]]) {
        (store, token, completionShell) = (
            given["store"]?.last, given["token"]?.last, given["generate-completion-script"]?.last
        )
        (noColor, help, version) = (given["no-color"] != nil, given["help"] != nil, given["version"] != nil)
    }

    static let specs: [OptionSpec] = specs(storing: nil)

    /// The options, with `--store`'s help naming what the command keeps there (`entities`):
    /// "Where customers live" in `demo customer add --help`, "Where the data lives" at the top.
    static func specs(storing entities: String?) -> [OptionSpec] {
        [
            .value(
                "store", "STORE",
                (entities.map { "Where \($0) live" } ?? "Where the data lives") + ": " + StoreLocation.syntax),
            .value("token", "TOKEN", "Bearer token for an http store (or DEMO_TOKEN); never shown"),
            .flag("no-color", "Never use colour or symbols"),
            .flag("help", short: "h", "Show help for the command"),
            .flag("version", "Show the version"),
            .value(
                "generate-completion-script", "bash|zsh|fish",
                "Print a completion script: source <(demo --generate-completion-script bash)"),
        ]
    }
}
