import Domain
import Foundation

/// Binds a filter's values from parameter 1, one call per condition in the order its shape
/// lists them (``SQLCondition``'s `equals`, `atLeast`, `atMost`, `contains`), binding
/// nothing for a condition that is not set. Dates are bound as the stored milliseconds that
/// select exactly what Domain's `Date` comparison selects (``MillisecondBounds``).
package struct SQLFilterParameters<Binder: SQLValueBinder> {
    private let binder: Binder
    /// The next free parameter index.
    private(set) var nextIndex: Int32 = 1

    /// Parameters bound to `binder`.
    init(_ binder: Binder) {
        self.binder = binder
    }

    /// Binds `wanted`, when set.
    mutating func equals<Value: SQLFieldValue>(_ wanted: Value?) throws(Binder.Failure) {
        if let wanted { try wanted.bind(to: binder, at: next()) }
    }

    /// Binds an enum's case as its column holds it (its name, or a ranked enum's rank), when set.
    mutating func equals<Value: FieldEnum>(_ wanted: Value?) throws(Binder.Failure)
    where Value.RawValue: SQLFieldValue {
        try equals(wanted?.rawValue)
    }

    /// Binds the value an optional field must equal, if any.
    mutating func equals<Value: SQLFieldValue>(_ match: OptionalMatch<Value>) throws(Binder.Failure) {
        if case .equals(let value) = match { try equals(value) }
    }

    /// Binds the case an optional enum field must equal, as its column holds it, if any.
    mutating func equals<Value: FieldEnum>(
        _ match: OptionalMatch<Value>
    ) throws(Binder.Failure) where Value.RawValue: SQLFieldValue {
        if case .equals(let value) = match { try equals(value.rawValue) }
    }

    /// Binds the first and last stored milliseconds that are exactly the date, if any.
    mutating func equals(_ match: OptionalMatch<Date>) throws(Binder.Failure) {
        guard case .equals(let date) = match else { return }
        try binder.bind(MillisecondBounds.firstNotBefore(date), at: next())
        try binder.bind(MillisecondBounds.lastNotAfter(date), at: next())
    }

    /// Binds a lower bound, when set.
    mutating func atLeast<Value: SQLFieldValue>(_ bound: Value?) throws(Binder.Failure) {
        try equals(bound)
    }

    /// Binds a date's lower bound as the first stored milliseconds not before it, when set.
    mutating func atLeast(_ bound: Date?) throws(Binder.Failure) {
        if let bound { try binder.bind(MillisecondBounds.firstNotBefore(bound), at: next()) }
    }

    /// Binds an upper bound, when set.
    mutating func atMost<Value: SQLFieldValue>(_ bound: Value?) throws(Binder.Failure) {
        try equals(bound)
    }

    /// Binds a date's upper bound as the last stored milliseconds not after it, when set.
    mutating func atMost(_ bound: Date?) throws(Binder.Failure) {
        if let bound { try binder.bind(MillisecondBounds.lastNotAfter(bound), at: next()) }
    }

    /// Binds the text to look for once per column it is looked for in, when set and not empty.
    mutating func contains(anyOf columns: [String], _ needle: String?) throws(Binder.Failure) {
        for _ in columns { try contains(needle) }
    }

    /// Binds the text to look for, when set and not empty.
    mutating func contains(_ needle: String?) throws(Binder.Failure) {
        if let needle, !needle.isEmpty { try binder.bind(needle, at: next()) }
    }

    /// The index to bind at, moving past it.
    private mutating func next() -> Int32 {
        defer { nextIndex += 1 }
        return nextIndex
    }
}
