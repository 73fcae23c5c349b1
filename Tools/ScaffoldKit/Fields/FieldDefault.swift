import Foundation

/// The value that rows stored before a non-optional field was added get: given after `=` in
/// `--add-field "sortOrder:Int=3"`, or else the type's empty value: `""`, `0`, `0.0`, `false`,
/// `[]`. A `Date` or `UUID` has no empty value, so it must be given (`due:Date=2026-01-31`,
/// midnight UTC; `owner:UUID=<a UUID>`). The same value is the SQL column's `DEFAULT` and what
/// the JSON file store reads for a record that lacks the field, and the entity's default for new
/// values: `demo <entity> add` without the option stores it.
struct FieldDefault: Equatable, Sendable {
    /// The value as an SQL literal, the same in SQLite and PostgreSQL: `0`, `'none'`, `'[]'`.
    let sql: String
    /// The value as a Swift expression of the record's type: `0`, `"none"`, `[]`.
    let record: String
    /// The value as a Swift expression of the entity's type: `record`, but a date is a `Date`.
    var domain: String {
        if let caseName { return "." + caseName }
        guard isDate else { return record }
        return "Date(millisecondsSince1970: \(record))"
    }
    /// The value as help text shows it (`1`, `true`, `2026-01-31`); nil for text and arrays,
    /// whose value would need quoting inside the help's own string literal.
    let help: String?
    /// Whether the value is a single date (a `Date` in the entity, milliseconds in the record).
    private let isDate: Bool
    /// The case of an enum field's default (`open`): the record holds its name (a ranked enum's
    /// rank), the entity the case.
    private var caseName: String? = nil

    /// The default of `field` from `given`, or the type's empty value when `given` is nil.
    init(field: FieldSpec, given: String?) throws(ScaffoldError) {
        let type = field.type
        isDate = type.base == .date && !type.isArray
        help =
            type.enumSpec != nil
            ? given : type.isArray || type.base == .string ? nil : given ?? Self.emptyHelp(type.base)
        func refuse(_ why: String) -> ScaffoldError {
            .invalidFields("the default of '\(field.name):\(type.swiftType)' \(why)")
        }
        if let spec = type.enumSpec {
            let cases = spec.cases.joined(separator: ", ")
            guard let given else {
                throw refuse("must be given, one of \(cases): '\(field.name):\(spec.text)=\(spec.cases[0])'")
            }
            guard spec.cases.contains(given) else { throw refuse("'\(given)' is not a case; use one of \(cases)") }
            (sql, record, caseName) = (spec.sqlLiteral(given), spec.recordLiteral(given), given)
            return
        }
        if type.isArray {
            guard given == nil || given == "[]" else { throw refuse("can only be [] (rows get an empty array)") }
            (sql, record) = ("'[]'", "[]")
            return
        }
        switch type.base {
        case .string:
            let text = given ?? ""
            guard !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
                throw refuse("must not contain control characters")
            }
            guard !text.contains("\"#") else { throw refuse("must not contain '\"#'") }
            sql = "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
            record =
                "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                + "\""
        case .int:
            guard let value = Int64(given ?? "0") else { throw refuse("'\(given ?? "")' is not a whole number") }
            (sql, record) = (String(value), String(value))
        case .double:
            guard let value = Double(given ?? "0"), value.isFinite else {
                throw refuse("'\(given ?? "")' is not a finite number")
            }
            (sql, record) = (String(value), String(value))
        case .bool:
            switch given ?? "false" {
            case "true": (sql, record) = ("1", "true")
            case "false": (sql, record) = ("0", "false")
            case let other: throw refuse("'\(other)' is not true or false")
            }
        case .date:
            guard let given else { throw refuse("must be given, as YYYY-MM-DD: '\(field.name):Date=2026-01-31'") }
            guard let milliseconds = Self.milliseconds(ofDay: given) else {
                throw refuse("'\(given)' is not a date written YYYY-MM-DD")
            }
            (sql, record) = (String(milliseconds), String(milliseconds))
        case .uuid:
            guard let given else {
                throw refuse(
                    "must be given: '\(field.name):UUID=\(UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)))'"
                )
            }
            guard let uuid = UUID(uuidString: given) else { throw refuse("'\(given)' is not a UUID") }
            let bytes = withUnsafeBytes(of: uuid.uuid) { Array($0) }
            sql = "'\(uuid.uuidString)'"
            record = "UUID(uuid: (" + bytes.map { String(format: "0x%02X", $0) }.joined(separator: ", ") + "))"
        }
    }

    /// The empty value of `base` as help shows it: nil where there is none (a date, a UUID).
    private static func emptyHelp(_ base: FieldType.Base) -> String? {
        switch base {
        case .int: "0"
        case .double: "0.0"
        case .bool: "false"
        case .string, .date, .uuid: nil
        }
    }

    /// Midnight UTC of `text` (`2026-01-31`) in milliseconds since 1970; nil for anything else.
    private static func milliseconds(ofDay text: String) -> Int64? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        guard text.count == 10, let date = formatter.date(from: text) else { return nil }
        return Int64((date.timeIntervalSince1970 * 1000).rounded())
    }
}
