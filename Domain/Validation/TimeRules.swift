import Foundation

/// The rule every stored time follows: whole milliseconds within `Date.storableMilliseconds`.
public enum TimeRules {
    /// `date` rounded to the millisecond, or why it cannot be stored.
    ///
    /// - Parameters:
    ///   - date: the time a repository is about to write.
    ///   - field: the name the error reports, e.g. `dueDate`.
    public static func storable(_ date: Date, field: String) throws(ValidationError) -> Date {
        guard date.isStorable else {
            throw ValidationError(
                field: field, problem: .invalid("it lies outside the years 0001 to 9999 that can be stored"))
        }
        return date.roundedToMilliseconds
    }

    /// An optional time, checked as a required one is; nil stays nil.
    public static func storable(_ date: Date?, field: String) throws(ValidationError) -> Date? {
        guard let date else { return nil }
        let checked: Date = try storable(date, field: field)
        return checked
    }

    /// Every time of a list, each checked as a required one is; the first that cannot be stored
    /// is the error.
    public static func storable(_ dates: [Date], field: String) throws(ValidationError) -> [Date] {
        try dates.map { date throws(ValidationError) in try storable(date, field: field) }
    }

    /// An optional list of times, each checked as a required one is; nil stays nil.
    public static func storable(_ dates: [Date]?, field: String) throws(ValidationError) -> [Date]? {
        guard let dates else { return nil }
        let checked: [Date] = try storable(dates, field: field)
        return checked
    }

    /// The time a store holds as `milliseconds`, for the mappings from rows, files and wire
    /// values; ``UnstorableTime`` when it is none, naming the record (`entity`, `id`) and `field`
    /// (e.g. "todo 3F2A… has createdAt 9223372036854775807 ms, outside ...").
    public static func stored(
        _ milliseconds: Int64, entity: String, id: UUID, field: String
    ) throws(UnstorableTime) -> Date {
        guard let date = Date(storedMilliseconds: milliseconds) else {
            throw UnstorableTime(entity: entity, id: id, field: field, milliseconds: milliseconds)
        }
        return date
    }
}

extension Date {
    /// The times every store keeps, as whole milliseconds since 1970-01-01T00:00:00Z: from
    /// 0001-01-01T00:00:00.000Z to 9999-12-31T23:59:59.999Z of the proleptic Gregorian calendar
    /// (as ISO 8601 counts), the years a four-digit date can name.
    ///
    /// Repositories refuse to write a time outside it (``ValidationError``), and every mapping
    /// from a stored row, file or wire value checks it, so that a value put there by hand (the
    /// `sqlite3` shell, an edited file, another client) is a typed error naming the field, never
    /// a trap in the arithmetic below.
    public static let storableMilliseconds: ClosedRange<Int64> = -62_135_596_800_000...253_402_300_799_999

    /// Whole milliseconds since 1970-01-01T00:00:00Z: the precision every store keeps.
    ///
    /// Stores write this integer, so a time read back is equal to the time written. A time so far
    /// off that it has no such integer is clamped to `Int64`'s range rather than trapping; such a
    /// time is never storable (``storableMilliseconds``).
    public var millisecondsSince1970: Int64 {
        let milliseconds = (timeIntervalSince1970 * 1000).rounded()
        guard !milliseconds.isNaN else { return 0 }
        // 2^63 is exactly representable; anything at or above it has no Int64.
        if milliseconds >= 9_223_372_036_854_775_808 { return .max }
        if milliseconds < -9_223_372_036_854_775_808 { return .min }
        return Int64(milliseconds)
    }

    /// The time `milliseconds` after 1970-01-01T00:00:00Z.
    public init(millisecondsSince1970 milliseconds: Int64) {
        self.init(timeIntervalSince1970: Double(milliseconds) / 1000)
    }

    /// The time a store holds as `milliseconds`, or nil when it lies outside
    /// ``storableMilliseconds`` (only a damaged or hand-edited store holds one).
    public init?(storedMilliseconds milliseconds: Int64) {
        guard Self.storableMilliseconds.contains(milliseconds) else { return nil }
        self.init(millisecondsSince1970: milliseconds)
    }

    /// Whether a store can keep this time (see ``storableMilliseconds``).
    public var isStorable: Bool {
        Self.storableMilliseconds.contains(millisecondsSince1970)
    }

    /// This time rounded to the millisecond, as a store would give it back.
    public var roundedToMilliseconds: Date {
        Date(millisecondsSince1970: millisecondsSince1970)
    }
}
