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

    /// `--name V` or `--name-none` on an optional field, as ``match(_:as:)`` reads them.
    func equals<Value: FieldOptionValue & Hashable & Sendable>(
        _ name: String, as type: Value.Type
    ) throws(UsageError) -> OptionalMatch<Value> {
        try match(name, as: type)
    }

    /// `--name-none` on an optional Date field; `--name DAY` is that whole day, which
    /// `atLeast` and `atMost` read as a range.
    func equals(_ name: String, as type: Date.Type) throws(UsageError) -> OptionalMatch<Date> {
        let condition = try match(name, as: type)
        guard case .equals = condition else { return condition }
        return .any
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

    /// `--name-contains TEXT`: only those whose field contains TEXT, ignoring case.
    func contains(_ name: String, as type: String.Type) -> String? {
        value(name + "-contains")
    }

    /// The last millisecond of the day `--name` gives, nil when it is not given; a bad day is the
    /// same usage error as anywhere else.
    private func lastMillisecond(_ name: String) throws(UsageError) -> Date? {
        guard let start = try value(name, as: Date.self), let text = value(name) else { return nil }
        return DueDateFormat.parseLastMillisecond(of: text, timeZone: timeZone) ?? start
    }
}
