// Options given several times (an array field's elements), apart: only such commands read them.
extension OptionSpec {
    /// An option with a value that may be given several times, `--tag a --tag b`; every value is
    /// kept, in order (``ParsedCommand/values(_:)``).
    static func repeatable(_ name: String, _ valueName: String, _ help: String) -> OptionSpec {
        OptionSpec(name: name, short: nil, valueName: valueName, help: help, isRepeatable: true)
    }
}

extension ParsedCommand {
    /// Every value of the repeatable `--name`, in order; empty when it was not given.
    func values(_ name: String) -> [String] {
        given[name] ?? []
    }
}
