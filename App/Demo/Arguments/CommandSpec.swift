/// What a command accepts and how `--help` explains it: the single description that parsing,
/// help and "did you mean" all read, so they cannot disagree.
struct CommandSpec: Sendable {
    /// The words that name it after `demo`, e.g. `["todo", "add"]`.
    let path: [String]
    /// Other spellings of its last word, e.g. `ls` for `list`.
    var aliases: [String] = []
    /// One line: what it does.
    let summary: String
    /// Its positional arguments, in order.
    var positionals: [PositionalSpec] = []
    /// Its own options; the global ones are added by the parser.
    var options: [OptionSpec] = []
    /// Examples shown at the end of `--help`.
    var examples: [String] = []

    /// `demo todo add`.
    var fullName: String {
        (["demo"] + path).joined(separator: " ")
    }

    /// `demo todo add TITLE [options]`.
    var usage: String {
        let arguments = positionals.map { $0.isOptional ? "[\($0.name)]" : $0.name }
        return ([fullName] + arguments + ["[options]"]).joined(separator: " ")
    }

    /// The option called `name`, long or short.
    func option(named name: String) -> OptionSpec? {
        (options + GlobalOptions.specs).first { $0.name == name || ($0.short.map(String.init) == name) }
    }
}
