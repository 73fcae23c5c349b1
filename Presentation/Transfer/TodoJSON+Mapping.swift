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
        let (year, month, day) = CalendarDay(daysSince1970: days).components
        let seconds = dayMilliseconds / 1000
        return "\(digits(year, 4))-\(digits(month, 2))-\(digits(day, 2))T\(digits(seconds / 3600, 2)):"
            + "\(digits(seconds / 60 % 60, 2)):\(digits(seconds % 60, 2)).\(digits(dayMilliseconds % 1000, 3))Z"
    }

    /// `YYYY-MM-DDTHH:MM:SS[.fff]` followed by `Z`, `±HH:MM` or `±HHMM`, read in the proleptic
    /// Gregorian calendar as ISO 8601 counts (Foundation's parser turns Julian before 1582 and
    /// moved such stamps by up to ten days); nil for any other form or for a day the calendar
    /// does not have (2026-02-30 is refused, not rolled over to March).
    static func parse(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
        guard bytes.count >= 20 else { return nil }
        func number(_ start: Int, _ length: Int) -> Int64? {
            guard start + length <= bytes.count else { return nil }
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
            hour < 24, minute < 60, second < 60,
            let days = CalendarDay(year: year, month: month, day: day)?.daysSince1970
        else { return nil }
        var index = 19
        var fraction: Int64 = 0
        if bytes[index] == UInt8(ascii: ".") {
            guard let value = number(20, 3) else { return nil }
            fraction = value
            index = 23
        }
        guard let offset = offsetMinutes(bytes[index...]) else { return nil }
        let local = ((days * 24 + hour) * 60 + minute) * 60_000 + second * 1000 + fraction
        return Date(millisecondsSince1970: local - offset * 60_000)
    }

    /// The minutes east of Greenwich that `Z`, `±HH:MM` or `±HHMM` names; nil for anything else.
    private static func offsetMinutes(_ zone: ArraySlice<UInt8>) -> Int64? {
        let bytes = Array(zone)
        if bytes == [UInt8(ascii: "Z")] { return 0 }
        guard bytes.count == 5 || bytes.count == 6, bytes[0] == UInt8(ascii: "+") || bytes[0] == UInt8(ascii: "-")
        else { return nil }
        let digits = bytes.count == 6 && bytes[3] == UInt8(ascii: ":") ? bytes[1..<3] + bytes[4..<6] : bytes[1...]
        guard digits.count == 4, digits.allSatisfy({ $0 >= 48 && $0 <= 57 }),
            let value = Int64(String(decoding: digits, as: UTF8.self)), value / 100 < 24, value % 100 < 60
        else { return nil }
        let minutes = value / 100 * 60 + value % 100
        return bytes[0] == UInt8(ascii: "-") ? -minutes : minutes
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
