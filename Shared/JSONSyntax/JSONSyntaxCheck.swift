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
/// them: after their escapes are read (`"t\u0069tle"` is `"title"`), as Swift strings. The
/// scanning itself is ``JSONScanner``'s, which the file store's decoder reads with too.
package enum JSONSyntaxCheck {
    /// Where the text broke and why.
    package struct Failure: Error, Sendable {
        /// The byte offset from the start of the text.
        package let offset: Int
        /// What was wrong there, e.g. "expected a key in quotes".
        package let reason: String
        /// The member name given twice in one object, when that is what was wrong.
        package var repeatedKey: String? = nil

        /// A failure at `offset`, for `reason`.
        package init(offset: Int, reason: String) {
            self.offset = offset
            self.reason = reason
        }
    }

    /// The first syntax error in `data`, or nil when it is one well-formed JSON value.
    package static func firstError(in data: Data) -> Failure? {
        firstError(in: Array(data))
    }

    /// The first syntax error in `bytes`, or nil when they are one well-formed JSON value.
    package static func firstError(in bytes: [UInt8]) -> Failure? {
        do throws(Failure) {
            _ = try records(bytes)
            return nil
        } catch {
            return error
        }
    }

    /// The member names of the object `bytes` hold, in the order they come (none when they hold
    /// another value), or their first syntax error: what `demo import` holds a line's names to,
    /// read in the pass that checks it rather than by the decoder a second time.
    package static func memberNames(in bytes: [UInt8]) throws(Failure) -> [String] {
        let (isArray, records) = try records(bytes)
        return isArray ? [] : records.first?.map(\.name) ?? []
    }

    /// The member names of each record `bytes` hold: the outermost object's, or those of each
    /// object in the outermost array (a request body of one record or of several), or their
    /// first syntax error.
    package static func recordNames(in bytes: [UInt8]) throws(Failure) -> [[String]] {
        try records(bytes).records.map { $0.map(\.name) }
    }

    /// The members of the object `bytes` hold, in the order they come, each with the byte range
    /// of its value (nil when they hold another value), or their first syntax error: how a batch
    /// body is split into each collection's array, the bytes passed on as they were sent.
    package static func members(in bytes: [UInt8]) throws(Failure) -> [(name: String, value: Range<Int>)]? {
        let (isArray, records) = try records(bytes)
        return isArray ? nil : records.first
    }

    /// Checks `bytes` whole, and gives the members of each record: the outermost object, or each
    /// object in the outermost array.
    private static func records(
        _ bytes: [UInt8]
    ) throws(Failure) -> (isArray: Bool, records: [[(name: String, value: Range<Int>)]]) {
        let span = bytes.span
        var scanner = JSONScanner(checksSkippedObjects: true)
        var records: [[(name: String, value: Range<Int>)]] = []
        func record(at start: Int, depth: Int) throws(Failure) -> Int {
            guard start < span.count, span[start] == UInt8(ascii: "{") else {
                return try scanner.valueEnd(span, from: start, depth: depth)
            }
            let (members, end) = try scanner.members(span, from: start, depth: depth)
            records.append(members.map { (JSONScanner.name(span, $0.key), $0.value) })
            return end
        }
        let start = JSONScanner.skipWhitespace(span, from: 0)
        let isArray = start < span.count && span[start] == UInt8(ascii: "[")
        var end: Int
        if isArray {
            var element: Int?
            (element, end) = try JSONScanner.nextElement(span, after: start + 1, isFirst: true)
            while let next = element {
                (element, end) = try JSONScanner.nextElement(
                    span, after: try record(at: next, depth: 1), isFirst: false)
            }
        } else {
            end = try record(at: start, depth: 0)
        }
        let rest = JSONScanner.skipWhitespace(span, from: end)
        guard rest == span.count else { throw Failure(offset: rest, reason: "unexpected text after the JSON value") }
        return (isArray, records)
    }
}
