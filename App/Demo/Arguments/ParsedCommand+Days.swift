import Domain
import Foundation
import Presentation

extension ParsedCommand {
    /// The range `list` puts on a Date field from `--name-min DAY` and `--name-max DAY`: from the
    /// first day's start to the last millisecond of the second, so that each day is taken whole,
    /// whatever time in it a value holds (a value stored through the API may hold any); nil for a
    /// bound not given.
    func dayRange(_ name: String) throws(UsageError) -> (min: Date?, max: Date?) {
        (try value(name + "-min", as: Date.self), try lastMillisecond(name + "-max"))
    }

    /// The conditions `list` puts on an optional Date field: `--name-none` as ``match(_:as:)``
    /// reads it, and `--name DAY` as the range of that whole day rather than its first instant,
    /// narrowed by `--name-min` and `--name-max` when they are given too (every condition holds).
    func optionalDays(_ name: String) throws(UsageError) -> (match: OptionalMatch<Date>, min: Date?, max: Date?) {
        let (min, max) = try dayRange(name)
        let condition = try match(name, as: Date.self)
        guard case .equals(let start) = condition, let end = try lastMillisecond(name) else {
            return (condition, min, max)
        }
        return (.any, Swift.max(min ?? start, start), Swift.min(max ?? end, end))
    }

    /// The last millisecond of the day `--name` gives, nil when it is not given; a bad day is the
    /// same usage error as anywhere else.
    private func lastMillisecond(_ name: String) throws(UsageError) -> Date? {
        guard let start = try value(name, as: Date.self), let text = value(name) else { return nil }
        return DueDateFormat.parseLastMillisecond(of: text, timeZone: timeZone) ?? start
    }
}
