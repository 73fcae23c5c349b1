import Domain
import Foundation
import Presentation

// How `list` reads a field's filter options into its filter's conditions: one overloaded function
// per condition (as Domain's `FilterMatch` has), so a generated line is the same for every type,
// `filter.priceMin = try parsed.atLeast("price", as: Double.self)`, and a Date's days are taken
// whole here rather than in the template.
extension ParsedCommand {
    /// `--name V`: only those whose field is V.
    func equals<Value: FieldOptionValue>(_ name: String, as type: Value.Type) throws(UsageError) -> Value? {
        try value(name, as: type)
    }

    /// The condition `list` puts on an optional field: `.equals` for `--name VALUE`, `.isNil` for
    /// the flag `--name-none`, `.any` when neither is given.
    ///
    /// `--name ""` is a usage error that points at `--name-none`: an empty value clears the field
    /// in `edit`, so here it could mean "with no value" or "equal to empty text"; the flag says
    /// which, and keeps every text (`none` too) a value one can filter on. A day (Date) is
    /// `.any` here: `atLeast` and `atMost` read `--name DAY` as that whole day.
    func equals<Value: FieldOptionValue & Hashable & Sendable>(
        _ name: String, as type: Value.Type
    ) throws(UsageError) -> OptionalMatch<Value> {
        let none = flag(name + "-none")
        guard let text = value(name) else { return none ? .isNil : .any }
        if none { throw UsageError(message: "give --\(name) VALUE or --\(name)-none, not both", command: spec.path) }
        if text.isEmpty {
            throw UsageError(
                message: "--\(name) needs \(Value.expected), not ''; to list those with no value, give --\(name)-none",
                command: spec.path)
        }
        let value = try required(name, as: type)
        return Value.filterConditions.contains(.days) ? .any : .equals(value)
    }

    /// `--name-min V`: only those whose field is V or more.
    func atLeast<Value: FieldOptionValue>(_ name: String, as type: Value.Type) throws(UsageError) -> Value? {
        try value(name + "-min", as: type)
    }

    /// `--name-min DAY` from its start, narrowed by `--name DAY` when that is given too.
    func atLeast(_ name: String, as type: Date.Type) throws(UsageError) -> Date? {
        let bounds = [try value(name + "-min", as: type), try value(name, as: type)].compactMap { $0 }
        return bounds.max()
    }

    /// `--name-max V`: only those whose field is V or less.
    func atMost<Value: FieldOptionValue>(_ name: String, as type: Value.Type) throws(UsageError) -> Value? {
        try value(name + "-max", as: type)
    }

    /// `--name-max DAY` to its last millisecond, so that each day is taken whole, whatever time in
    /// it a value holds (a value stored through the API may hold any); narrowed by `--name DAY`.
    func atMost(_ name: String, as type: Date.Type) throws(UsageError) -> Date? {
        [try lastMillisecond(name + "-max"), try lastMillisecond(name)].compactMap { $0 }.min()
    }

    /// `--name-contains TEXT`: only those whose field contains TEXT, ignoring case. Any text is
    /// one; it throws as the other conditions do, so that every generated line reads alike.
    func contains(_ name: String, as type: String.Type) throws(UsageError) -> String? {
        value(name + "-contains")
    }

    /// The last millisecond of the day `--name` gives, nil when it is not given; a bad day is the
    /// same usage error as anywhere else.
    private func lastMillisecond(_ name: String) throws(UsageError) -> Date? {
        guard let start = try value(name, as: Date.self), let text = value(name) else { return nil }
        return DueDateFormat.parseLastMillisecond(of: text, timeZone: timeZone) ?? start
    }
}
