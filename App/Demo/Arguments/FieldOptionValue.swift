import Domain
import Foundation
import Presentation

/// A field type the options of generated entities' commands take (`--sort-order 3`,
/// `--is-active true`, `--due 2026-12-24`): how its text reads and what help calls it.
protocol FieldOptionValue {
    /// What help calls a value, e.g. `N`.
    static var valueName: String { get }
    /// What a value must look like, for the error when it does not.
    static var expected: String { get }
    /// The value `text` spells; nil when it spells none. Days are counted in `timeZone`.
    init?(optionText text: String, timeZone: TimeZone)
    /// The conditions `list` puts on a field of this type, as the entity's filter has them.
    static var filterConditions: FilterConditions { get }
    /// The value nearest to a `text` that spells none, for "did you mean"; nil when there is no
    /// short list to choose from.
    static func suggestion(for text: String) -> String?
}

/// The conditions an entity's filter puts on a field, by the field's type: equality for plain
/// values but Date (whose equality would be to the millisecond), a range for numbers and days,
/// "contains" for text; an optional field's equality is an `OptionalMatch` instead.
struct FilterConditions: OptionSet {
    let rawValue: Int
    /// `--f V`.
    static let equals = FilterConditions(rawValue: 1)
    /// `--f-min V` and `--f-max V`.
    static let range = FilterConditions(rawValue: 2)
    /// `--f-contains TEXT`, ignoring case.
    static let contains = FilterConditions(rawValue: 4)
    /// Values are days, each taken whole.
    static let days = FilterConditions(rawValue: 8)
}

extension FieldOptionValue {
    /// Equality alone: a Bool, an id, an enum's case.
    static var filterConditions: FilterConditions { .equals }
    /// None: only an enum's cases are a list to suggest from.
    static func suggestion(for text: String) -> String? { nil }
}

extension String: FieldOptionValue {
    static let filterConditions: FilterConditions = [.equals, .contains]
    static let valueName = "TEXT"
    static let expected = "text"
    init?(optionText text: String, timeZone: TimeZone) { self = text }
}

extension Int: FieldOptionValue {
    static let filterConditions: FilterConditions = [.equals, .range]
    static let valueName = "N"
    static let expected = "a whole number, e.g. 3"
    init?(optionText text: String, timeZone: TimeZone) { self.init(text) }
}

extension Double: FieldOptionValue {
    static let filterConditions: FilterConditions = [.equals, .range]
    static let valueName = "NUMBER"
    static let expected = "a number, e.g. 2.5"
    init?(optionText text: String, timeZone: TimeZone) {
        guard let value = Double(text), value.isFinite else { return nil }
        self = value
    }
}

extension Bool: FieldOptionValue {
    static let valueName = "true|false"
    static let expected = "true or false"
    init?(optionText text: String, timeZone: TimeZone) {
        switch text.lowercased() {
        case "true": self = true
        case "false": self = false
        default: return nil
        }
    }
}

extension Date: FieldOptionValue {
    static let filterConditions: FilterConditions = [.range, .days]
    static let valueName = "YYYY-MM-DD"
    static let expected = "a day written YYYY-MM-DD, e.g. 2026-12-24"
    init?(optionText text: String, timeZone: TimeZone) {
        guard let date = DueDateFormat.parse(text, timeZone: timeZone) else { return nil }
        self = date
    }
}

extension UUID: FieldOptionValue {
    static let valueName = "UUID"
    static let expected = "a whole id, e.g. 3f2a1b2c-0000-4000-8000-000000000001"
    init?(optionText text: String, timeZone: TimeZone) { self.init(text: text) }
}

/// Reading the field options of an entity's command: one place for what "given", "cleared" and
/// "repeated" mean, so that every generated command reads them alike.
///
/// An empty value clears an optional field (`--color ""`) and empties an array (`--tag ""`);
/// an array's elements are repeated options (`--tag a --tag b`).
extension ParsedCommand {
    private var path: [String] { spec.path }

    /// The value of `--name`, nil when it is not given.
    func value<Value: FieldOptionValue>(_ name: String, as type: Value.Type) throws(UsageError) -> Value? {
        guard let text = value(name) else { return nil }
        return try Self.read(text, option: name, as: type, command: path, timeZone: timeZone)
    }

    /// The value of `--name` for an optional field: nil when not given, `.some(nil)` when given
    /// empty (cleared).
    func optionalValue<Value: FieldOptionValue>(_ name: String, as type: Value.Type) throws(UsageError) -> Value?? {
        guard let text = value(name) else { return nil }
        if text.isEmpty { return .some(nil) }
        return .some(try Self.read(text, option: name, as: type, command: path, timeZone: timeZone))
    }

    /// The values of the repeated `--name` for an array field: nil when not given, empty when
    /// given once with an empty value.
    func values<Value: FieldOptionValue>(_ name: String, as type: Value.Type) throws(UsageError) -> [Value]? {
        let texts = given[name] ?? []
        guard !texts.isEmpty else { return nil }
        if texts == [""] { return [] }
        var values: [Value] = []
        for text in texts {
            values.append(try Self.read(text, option: name, as: type, command: path, timeZone: timeZone))
        }
        return values
    }

    /// The value of `--name` for a field every new entity needs; a usage error naming the option
    /// when it is missing.
    func required<Value: FieldOptionValue>(_ name: String, as type: Value.Type) throws(UsageError) -> Value {
        guard let value = try value(name, as: type) else {
            throw UsageError(message: "--\(name) is required (\(Value.expected))", command: path)
        }
        return value
    }

    /// The value `text` (given to `--option`) spells; a usage error saying what it must look like,
    /// and the nearest value when there is one, when it spells none.
    static func read<Value: FieldOptionValue>(
        _ text: String, option: String, as type: Value.Type, command: [String], timeZone: TimeZone
    ) throws(UsageError) -> Value {
        guard let value = Value(optionText: text, timeZone: timeZone) else {
            throw UsageError(
                message: "--\(option) needs \(Value.expected), not '\(text)'", command: command,
                suggestion: Value.suggestion(for: text))
        }
        return value
    }
}

extension ParsedCommand {
    /// `FIELD` or `FIELD:asc|desc`, FIELD one of `fields`' names (in help's order); ascending when
    /// no direction is given.
    static func sort<Field>(
        _ text: String, fields: [(name: String, field: Field)], command: [String]
    ) throws(UsageError) -> (Field, SortDirection) {
        let parts = text.lowercased().split(separator: ":", maxSplits: 1).map(String.init)
        let name = parts.first ?? ""
        let names = fields.map(\.name)
        guard let field = fields.first(where: { $0.name == name })?.field else {
            throw UsageError(
                message: "cannot sort by '\(name)'; use \(names.joined(separator: ", "))", command: command,
                suggestion: EditDistance.suggestion(for: name, among: names))
        }
        switch parts.count > 1 ? parts[1] : "asc" {
        case "asc": return (field, .ascending)
        case "desc": return (field, .descending)
        case let other: throw UsageError(message: "sort direction '\(other)' is not asc or desc", command: command)
        }
    }
}
