import Domain
import Foundation

/// A field value as the text views of generated entities show it, the same way on a terminal and
/// in a pipe: days as `YYYY-MM-DD` (the form the demo's options take), ids in lower case,
/// Booleans as `true`/`false`, arrays joined with ", ", a missing value as nothing.
protocol FieldText {
    /// The value as text; `timeZone` is where a date's day is counted.
    func fieldText(timeZone: TimeZone) -> String
}

extension String: FieldText {
    func fieldText(timeZone: TimeZone) -> String { self }
}

extension Int: FieldText {
    func fieldText(timeZone: TimeZone) -> String { String(self) }
}

extension Double: FieldText {
    func fieldText(timeZone: TimeZone) -> String { String(self) }
}

extension Bool: FieldText {
    func fieldText(timeZone: TimeZone) -> String { self ? "true" : "false" }
}

extension Date: FieldText {
    func fieldText(timeZone: TimeZone) -> String { DueDateFormat.format(self, timeZone: timeZone) }
}

extension UUID: FieldText {
    func fieldText(timeZone: TimeZone) -> String { uuidString.lowercased() }
}

extension Optional: FieldText where Wrapped: FieldText {
    func fieldText(timeZone: TimeZone) -> String { map { $0.fieldText(timeZone: timeZone) } ?? "" }
}

extension Array: FieldText where Element: FieldText {
    func fieldText(timeZone: TimeZone) -> String {
        map { $0.fieldText(timeZone: timeZone) }.joined(separator: ", ")
    }
}
