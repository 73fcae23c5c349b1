import Foundation

/// Finds where a JSON text first breaks, strictly as RFC 8259 reads it. `JSONDecoder` reports
/// only "not valid JSON", and a person repairing a file needs the byte offset (the file store runs
/// this after a decode has failed); it also accepts a trailing comma (`{"a": 1,}`, `[1,]`), so
/// text that comes from outside and must be JSON (the server's request bodies, import lines) is
/// checked here before it is decoded.
///
/// An object that names a member twice is refused too. RFC 8259 leaves its meaning to the reader,
/// and `JSONDecoder` quietly keeps one of the values, so a client, a proxy and this program could
/// each read a different record from the same bytes. Names are compared as the decoder compares
/// them: after their escapes are read (`"t\u0069tle"` is `"title"`), as Swift strings.
package struct JSONSyntaxCheck {
    /// Where the text broke and why.
    package struct Failure: Error, Sendable {
        /// The byte offset from the start of the text.
        package let offset: Int
        /// What was wrong there, e.g. "expected a key in quotes".
        package let reason: String
        /// The member name given twice in one object, when that is what was wrong.
        package var repeatedKey: String? = nil
    }

    private let bytes: [UInt8]
    private var position = 0
    /// The member names of the objects being read, innermost last. One buffer serves every
    /// object of the text: an import reads a short object per line, and a set per object cost
    /// more than the rest of the check.
    private var names: [String] = []
    /// The names of each record, kept as its object closes: the outermost object, or each object
    /// in the outermost array.
    private var recordNames: [[String]] = []
    private var outermostIsArray = false
    /// The outermost object's members: each name, and where its value lies in the text.
    private var outermostMembers: [(name: String, value: Range<Int>)] = []
    private static let maximumDepth = 512

    /// The first syntax error in `data`, or nil when it is one well-formed JSON value.
    package static func firstError(in data: Data) -> Failure? {
        firstError(in: Array(data))
    }

    /// The first syntax error in `bytes`, or nil when they are one well-formed JSON value.
    package static func firstError(in bytes: [UInt8]) -> Failure? {
        do throws(Failure) {
            _ = try checked(bytes)
            return nil
        } catch {
            return error
        }
    }

    /// The member names of the object `bytes` hold, in the order they come (none when they hold
    /// another value), or their first syntax error: what `demo import` holds a line's names to,
    /// read in the pass that checks it rather than by the decoder a second time.
    package static func memberNames(in bytes: [UInt8]) throws(Failure) -> [String] {
        let check = try checked(bytes)
        return check.outermostIsArray ? [] : check.recordNames.first ?? []
    }

    /// The member names of each record `bytes` hold: the outermost object's, or those of each
    /// object in the outermost array (a request body of one record or of several), or their
    /// first syntax error.
    package static func recordNames(in bytes: [UInt8]) throws(Failure) -> [[String]] {
        try checked(bytes).recordNames
    }

    /// The members of the object `bytes` hold, in the order they come, each with the byte range
    /// of its value (nil when they hold another value), or their first syntax error: how a batch
    /// body is split into each collection's array, the bytes passed on as they were sent.
    package static func members(in bytes: [UInt8]) throws(Failure) -> [(name: String, value: Range<Int>)]? {
        let check = try checked(bytes)
        return check.outermostIsArray || check.recordNames.isEmpty ? nil : check.outermostMembers
    }

    private static func checked(_ bytes: [UInt8]) throws(Failure) -> JSONSyntaxCheck {
        var check = JSONSyntaxCheck(bytes: bytes)
        try check.value(depth: 0)
        check.skipWhitespace()
        if check.position < check.bytes.count { throw check.failure("unexpected text after the JSON value") }
        return check
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private mutating func value(depth: Int) throws(Failure) {
        guard depth < Self.maximumDepth else { throw failure("nested too deeply") }
        skipWhitespace()
        guard position < bytes.count else { throw failure("expected a value") }
        switch bytes[position] {
        case UInt8(ascii: "{"): try container(close: UInt8(ascii: "}"), depth: depth, keyed: true)
        case UInt8(ascii: "["): try container(close: UInt8(ascii: "]"), depth: depth, keyed: false)
        case UInt8(ascii: "\""): try string()
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        default: try number()
        }
    }

    private mutating func container(close: UInt8, depth: Int, keyed: Bool) throws(Failure) {
        position += 1
        if depth == 0 { outermostIsArray = !keyed }
        skipWhitespace()
        if position < bytes.count, bytes[position] == close {
            position += 1
            if keyed, isRecord(depth) { recordNames.append([]) }
            return
        }
        let firstName = names.count
        defer { names.removeSubrange(firstName...) }
        var nameIndex: Set<String>?
        while true {
            if keyed {
                skipWhitespace()
                guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
                    throw failure("expected a key in quotes")
                }
                let start = position
                try string()
                let key = Self.name(bytes[start..<position])
                guard !isRepeated(key, since: firstName, index: &nameIndex) else {
                    position = start
                    var repeated = failure("the member \"\(key)\" is given twice in one object")
                    repeated.repeatedKey = key
                    throw repeated
                }
                try expect(UInt8(ascii: ":"))
            }
            skipWhitespace()
            let valueStart = position
            try value(depth: depth + 1)
            if keyed, depth == 0, let name = names.last { outermostMembers.append((name, valueStart..<position)) }
            skipWhitespace()
            guard position < bytes.count else { throw failure("expected ',' or a closing bracket") }
            if bytes[position] == close {
                position += 1
                if keyed, isRecord(depth) { recordNames.append(Array(names[firstName...])) }
                return
            }
            guard bytes[position] == UInt8(ascii: ",") else { throw failure("expected ',' or a closing bracket") }
            position += 1
        }
    }

    private mutating func string() throws(Failure) {
        position += 1
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                position += 1
                return
            }
            guard byte >= 0x20 else { throw failure("control character in a string") }
            if byte == UInt8(ascii: "\\") {
                position += 1
                guard position < bytes.count else { break }
                if bytes[position] == UInt8(ascii: "u") {
                    for _ in 0..<4 {
                        position += 1
                        guard position < bytes.count, Character(UnicodeScalar(bytes[position])).isHexDigit else {
                            throw failure("bad \\u escape")
                        }
                    }
                } else if !Array("\"\\/bfnrt".utf8).contains(bytes[position]) {
                    throw failure("bad escape")
                }
            }
            position += 1
        }
        throw failure("unterminated string")
    }

    /// Whether an object at `depth` is a record: the outermost value, or an element of the
    /// outermost array.
    private func isRecord(_ depth: Int) -> Bool {
        depth == 0 || (depth == 1 && outermostIsArray)
    }

    /// Whether the object whose names start at `first` has had `name` already; records it. A
    /// few names are compared one by one; past 32 a set takes over, so that an object of a
    /// million names costs a million lookups, not a million squared.
    private mutating func isRepeated(_ name: String, since first: Int, index: inout Set<String>?) -> Bool {
        if let inserted = index?.insert(name).inserted { return !inserted }
        if names[first...].contains(name) { return true }
        names.append(name)
        if names.count - first > 32 { index = Set(names[first...]) }
        return false
    }

    /// The name a well-formed string token (quotes included) stands for. Most names have no
    /// escape and are read as they are; the rare one with a backslash is read by the decoder
    /// itself, so that the two agree on what it says.
    private static func name(_ token: ArraySlice<UInt8>) -> String {
        let inner = token.dropFirst().dropLast()
        guard inner.contains(UInt8(ascii: "\\")) else { return String(decoding: inner, as: UTF8.self) }
        return (try? JSONDecoder().decode(String.self, from: Data(token))) ?? String(decoding: inner, as: UTF8.self)
    }

    private mutating func number() throws(Failure) {
        let start = position
        if position < bytes.count, bytes[position] == UInt8(ascii: "-") { position += 1 }
        guard digits() > 0 else {
            position = start
            throw failure("expected a value")
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            guard digits() > 0 else { throw failure("expected a digit") }
        }
        if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
                position += 1
            }
            guard digits() > 0 else { throw failure("expected a digit") }
        }
    }

    private mutating func digits() -> Int {
        let start = position
        while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) {
            position += 1
        }
        return position - start
    }

    private mutating func literal(_ word: String) throws(Failure) {
        for expected in word.utf8 {
            guard position < bytes.count, bytes[position] == expected else { throw failure("expected \(word)") }
            position += 1
        }
    }

    private mutating func expect(_ byte: UInt8) throws(Failure) {
        skipWhitespace()
        guard position < bytes.count, bytes[position] == byte else {
            throw failure("expected '\(Character(UnicodeScalar(byte)))'")
        }
        position += 1
    }

    private mutating func skipWhitespace() {
        while position < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[position]) {
            position += 1
        }
    }

    /// A failure at the current position; past the last byte, whatever was expected, the text
    /// simply ended (the usual way a file breaks: truncated by a crash or a full disk).
    private func failure(_ reason: String) -> Failure {
        Failure(offset: position, reason: position < bytes.count ? reason : "unexpected end of file")
    }
}
