import Domain
import Foundation

extension TodoJSON {
    /// The wire form of `todo`; `projectName` is the name of its project, when it has one.
    init(_ todo: Todo, projectName: String?, timeZone: TimeZone, type: String? = nil) {
        self.type = type
        id = todo.id.uuidString.lowercased()
        title = todo.title
        notes = todo.notes
        done = todo.isCompleted
        priority = todo.priority.name
        due = todo.dueDate.map { DueDateFormat.format($0, timeZone: timeZone) }
        project = projectName
        projectId = todo.projectID?.uuidString.lowercased()
        createdAt = Timestamp.format(todo.createdAt)
        updatedAt = Timestamp.format(todo.updatedAt)
    }
}

extension ProjectJSON {
    /// The wire form of `project`, with its open-todo count in lists.
    init(_ project: Project, openTodos: Int?, type: String? = nil) {
        self.type = type
        id = project.id.uuidString.lowercased()
        name = project.name
        self.openTodos = openTodos
        createdAt = Timestamp.format(project.createdAt)
    }
}

/// ISO 8601 stamps with milliseconds, the precision every store keeps, written and read in whole
/// milliseconds so that an export imported again is the same to the millisecond (going through
/// `Double` seconds and Foundation's formatter lost one now and then).
enum Timestamp {
    static func format(_ date: Date) -> String {
        let milliseconds = date.millisecondsSince1970
        let (days, dayMilliseconds) = floorDivision(milliseconds, 86_400_000)
        let (year, month, day) = DueDateFormat.civilDate(daysSince1970: days)
        let seconds = dayMilliseconds / 1000
        return "\(digits(year, 4))-\(digits(month, 2))-\(digits(day, 2))T\(digits(seconds / 3600, 2)):"
            + "\(digits(seconds / 60 % 60, 2)):\(digits(seconds % 60, 2)).\(digits(dayMilliseconds % 1000, 3))Z"
    }

    /// `YYYY-MM-DDTHH:MM:SS[.fff]Z` exactly, or any other ISO 8601 form Foundation reads; nil for
    /// a day the calendar does not have (2026-02-30 is refused, not rolled over to March).
    static func parse(_ text: String) -> Date? {
        guard startsWithRealDay(text) else { return nil }
        if let milliseconds = parseUTC(text) {
            return Date(millisecondsSince1970: milliseconds)
        }
        return try? Date.ISO8601FormatStyle().parse(text)
    }

    /// Whether `text` starts `YYYY-MM-DD` with a month and day that exist in that year.
    private static func startsWithRealDay(_ text: String) -> Bool {
        let bytes = Array(text.utf8.prefix(10))
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return false }
        func number(_ range: Range<Int>) -> Int? {
            bytes[range].allSatisfy { $0 >= 48 && $0 <= 57 } ? Int(String(decoding: bytes[range], as: UTF8.self)) : nil
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10), (1...12).contains(month)
        else { return false }
        let isLeap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let lengths = [31, isLeap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        return (1...lengths[month - 1]).contains(day)
    }

    private static func parseUTC(_ text: String) -> Int64? {
        let bytes = Array(text.utf8)
        guard bytes.count == 20 || bytes.count == 24, bytes.last == UInt8(ascii: "Z") else { return nil }
        func number(_ start: Int, _ length: Int) -> Int64? {
            var value: Int64 = 0
            for byte in bytes[start..<start + length] {
                guard byte >= 48, byte <= 57 else { return nil }
                value = value * 10 + Int64(byte - 48)
            }
            return value
        }
        let separators: [(Int, UInt8)] = [
            (4, UInt8(ascii: "-")), (7, UInt8(ascii: "-")), (10, UInt8(ascii: "T")), (13, UInt8(ascii: ":")),
            (16, UInt8(ascii: ":")),
        ]
        guard separators.allSatisfy({ bytes[$0.0] == $0.1 }),
            let year = number(0, 4), let month = number(5, 2), let day = number(8, 2),
            let hour = number(11, 2), let minute = number(14, 2), let second = number(17, 2),
            (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 60
        else { return nil }
        var fraction: Int64 = 0
        if bytes.count == 24 {
            guard bytes[19] == UInt8(ascii: "."), let value = number(20, 3) else { return nil }
            fraction = value
        }
        let days = daysSince1970(year: year, month: month, day: day)
        return ((days * 24 + hour) * 60 + minute) * 60_000 + second * 1000 + fraction
    }

    /// The inverse of ``DueDateFormat/civilDate(daysSince1970:)`` (Howard Hinnant's days-from-civil).
    static func daysSince1970(year: Int64, month: Int64, day: Int64) -> Int64 {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    private static func floorDivision(_ value: Int64, _ divisor: Int64) -> (Int64, Int64) {
        let quotient = value >= 0 ? value / divisor : (value - divisor + 1) / divisor
        return (quotient, value - quotient * divisor)
    }

    private static func digits(_ value: Int64, _ width: Int) -> String {
        let text = String(value)
        return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
    }
}

/// Encoding the wire values the same way everywhere: sorted keys, so output is stable.
enum JSONText {
    /// `value` as indented JSON, ending in a new line.
    static func pretty(_ value: some Encodable) -> String {
        let text = encode(value, formatting: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        return joiningEmptyCollections(text) + "\n"
    }

    /// The encoder writes an empty array or object over three lines (`[`, a blank line, `]`),
    /// at the top and inside values alike; scripts and people expect `[]` and `{}`. A line break
    /// is never inside a string (the encoder escapes it as `\n`), so a bracket followed by
    /// nothing but white space across a line break is always an empty collection.
    /// One pass over the bytes, since an export may be megabytes long.
    private static func joiningEmptyCollections(_ text: String) -> String {
        let bytes = Array(text.utf8)
        var joined: [UInt8] = []
        joined.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            joined.append(byte)
            index += 1
            guard byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") else { continue }
            let close = byte == UInt8(ascii: "[") ? UInt8(ascii: "]") : UInt8(ascii: "}")
            var next = index
            var sawLineBreak = false
            while next < bytes.count, bytes[next] == UInt8(ascii: " ") || bytes[next] == UInt8(ascii: "\n") {
                sawLineBreak = sawLineBreak || bytes[next] == UInt8(ascii: "\n")
                next += 1
            }
            if sawLineBreak, next < bytes.count, bytes[next] == close {
                joined.append(close)
                index = next + 1
            }
        }
        return String(decoding: joined, as: UTF8.self)
    }

    /// `value` as JSON on one line, without a new line.
    static func compact(_ value: some Encodable) -> String {
        encode(value, formatting: [.sortedKeys, .withoutEscapingSlashes])
    }

    private static func encode(_ value: some Encodable, formatting: JSONEncoder.OutputFormatting) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = formatting
        // These values hold only strings, numbers and Booleans, which always encode.
        guard let data = try? encoder.encode(value) else { return "null" }
        return String(decoding: data, as: UTF8.self)
    }
}
