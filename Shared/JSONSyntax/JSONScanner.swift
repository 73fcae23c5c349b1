/// RFC 8259's grammar read strictly over bytes where they lie: where a value ends, an object's
/// members, the text a string spells. The one reading of JSON syntax in the project: the strict
/// check (``JSONSyntaxCheck``) and the file store's decoder both scan with it, so they refuse the
/// same texts (a trailing comma, a member named twice, a control character in a string, a
/// number such as `01`) and a flaw is a ``JSONSyntaxCheck/Failure`` naming its byte and why.
///
/// Every function takes the bytes as a `Span`, so that a caller reads an array, or a file's pages
/// held elsewhere, without a copy. Member names are compared as `JSONDecoder` compares them: as
/// bytes, or, when one holds an escape or a byte past ASCII, as Swift strings (`"t\u0069tle"`
/// is `"title"`).
package struct JSONScanner {
    package typealias Failure = JSONSyntaxCheck.Failure

    /// One member of an object: where its key's token (quotes included) and its value lie.
    package struct Member {
        package let key: Range<Int>
        /// Whether the key holds an escape or a byte past ASCII, so that it must be read to be
        /// compared.
        package let keyIsRead: Bool
        package let value: Range<Int>
    }

    /// Where each array scanned so far ends, by where it starts: an array of records is skipped
    /// once, when the object that holds it is scanned, not again when it is read.
    private var arrayEnds: [Int: Int] = [:]
    /// Whether an object only skipped (its end found, its members not asked for) is checked for
    /// a member named twice too: the strict check checks every object; the file store's decoder
    /// checks each object it reads, and checking each record also when it was skipped (to find
    /// where its table ends) cost 3% more CPU to open a store.
    private let checksSkippedObjects: Bool
    private static let maximumDepth = 512

    /// A scanner that checks skipped objects for repeated members when `checksSkippedObjects`.
    package init(checksSkippedObjects: Bool) {
        self.checksSkippedObjects = checksSkippedObjects
    }

    /// The first byte at or after `position` that is not whitespace.
    @inlinable package static func skipWhitespace(_ bytes: Span<UInt8>, from position: Int) -> Int {
        var position = position
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return position
            }
        }
        return position
    }

    /// Where the value that starts at `start` (whitespace skipped) ends; `depth` is how many
    /// arrays and objects hold it.
    package mutating func valueEnd(_ bytes: Span<UInt8>, from start: Int, depth: Int) throws(Failure) -> Int {
        guard depth < Self.maximumDepth else { throw Self.failure(bytes, at: start, "nested too deeply") }
        guard start < bytes.count else { throw Self.failure(bytes, at: start, "expected a value") }
        switch bytes[start] {
        case UInt8(ascii: "{"): return try members(bytes, from: start, depth: depth, collecting: false).end
        case UInt8(ascii: "["): return try arrayEnd(bytes, from: start, depth: depth)
        case UInt8(ascii: "\""): return try Self.stringEnd(bytes, from: start).end
        case UInt8(ascii: "t"): return try Self.literalEnd(bytes, "true", from: start)
        case UInt8(ascii: "f"): return try Self.literalEnd(bytes, "false", from: start)
        case UInt8(ascii: "n"): return try Self.literalEnd(bytes, "null", from: start)
        default: return try Self.numberEnd(bytes, from: start)
        }
    }

    /// The members of the object that starts at `start`, and where it ends; only where it ends
    /// when not `collecting`. A member named twice is a failure at its key.
    package mutating func members(
        _ bytes: Span<UInt8>, from start: Int, depth: Int, collecting: Bool = true
    ) throws(Failure) -> (members: [Member], end: Int) {
        let isChecked = collecting || checksSkippedObjects
        var members: [Member] = []
        if isChecked { members.reserveCapacity(16) }
        // Past 32 members the names go into a set, so that an object of a million members costs
        // a million lookups, not a million squared.
        var names: Set<String>?
        var position = Self.skipWhitespace(bytes, from: start + 1)
        if position < bytes.count, bytes[position] == UInt8(ascii: "}") { return ([], position + 1) }
        while true {
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
                throw Self.failure(bytes, at: position, "expected a key in quotes")
            }
            let (keyEnd, isEscaped) = try Self.stringEnd(bytes, from: position)
            let key = position..<keyEnd
            position = Self.skipWhitespace(bytes, from: keyEnd)
            guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
                throw Self.failure(bytes, at: position, "expected ':'")
            }
            let valueStart = Self.skipWhitespace(bytes, from: position + 1)
            let valueEnd = try valueEnd(bytes, from: valueStart, depth: depth + 1)
            if isChecked {
                var keyIsRead = isEscaped
                for index in key where bytes[index] >= 0x80 { keyIsRead = true }
                if let inserted = names?.insert(Self.name(bytes, key)).inserted, !inserted {
                    throw Self.repeated(bytes, key)
                }
                if names == nil, members.contains(where: { Self.sameKey(bytes, $0, key, keyIsRead) }) {
                    throw Self.repeated(bytes, key)
                }
                members.append(Member(key: key, keyIsRead: keyIsRead, value: valueStart..<valueEnd))
                if names == nil, members.count > 32 { names = Set(members.map { Self.name(bytes, $0.key) }) }
            }
            position = Self.skipWhitespace(bytes, from: valueEnd)
            guard position < bytes.count, bytes[position] != UInt8(ascii: "}") else {
                if position < bytes.count { return (collecting ? members : [], position + 1) }
                throw Self.failure(bytes, at: position, "expected ',' or a closing bracket")
            }
            guard bytes[position] == UInt8(ascii: ",") else {
                throw Self.failure(bytes, at: position, "expected ',' or a closing bracket")
            }
            position = Self.skipWhitespace(bytes, from: position + 1)
        }
    }

    /// Where the element after `position` (past `[` or past the previous element) starts, or nil
    /// when the array closes there; `end` is then past the `]`.
    package static func nextElement(
        _ bytes: Span<UInt8>, after position: Int, isFirst: Bool
    ) throws(Failure) -> (start: Int?, end: Int) {
        var position = skipWhitespace(bytes, from: position)
        guard position < bytes.count else { throw Self.failure(bytes, at: position, "expected a value") }
        if bytes[position] == UInt8(ascii: "]") { return (nil, position + 1) }
        if !isFirst {
            guard bytes[position] == UInt8(ascii: ",") else {
                throw Self.failure(bytes, at: position, "expected ',' or a closing bracket")
            }
            position = skipWhitespace(bytes, from: position + 1)
            // A trailing comma: `[1,]`.
            guard position < bytes.count, bytes[position] != UInt8(ascii: "]") else {
                throw Self.failure(bytes, at: position, "expected a value")
            }
        }
        return (position, position)
    }

    private mutating func arrayEnd(_ bytes: Span<UInt8>, from start: Int, depth: Int) throws(Failure) -> Int {
        if let end = arrayEnds[start] { return end }
        var (element, end) = try Self.nextElement(bytes, after: start + 1, isFirst: true)
        while let elementStart = element {
            let elementEnd = try valueEnd(bytes, from: elementStart, depth: depth + 1)
            (element, end) = try Self.nextElement(bytes, after: elementEnd, isFirst: false)
        }
        arrayEnds[start] = end
        return end
    }

    /// Where the string token that starts at `start` ends, and whether it holds an escape.
    package static func stringEnd(_ bytes: Span<UInt8>, from start: Int) throws(Failure) -> (end: Int, isEscaped: Bool)
    {
        var position = start + 1
        var isEscaped = false
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") { return (position + 1, isEscaped) }
            guard byte >= 0x20 else { throw Self.failure(bytes, at: position, "control character in a string") }
            if byte == UInt8(ascii: "\\") {
                isEscaped = true
                position += 1
                guard position < bytes.count else { break }
                switch bytes[position] {
                case UInt8(ascii: "u"):
                    for _ in 0..<4 {
                        position += 1
                        guard position < bytes.count, hexValue(bytes[position]) != nil else {
                            throw Self.failure(bytes, at: position, "bad \\u escape")
                        }
                    }
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                    UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    break
                default: throw Self.failure(bytes, at: position, "bad escape")
                }
            }
            position += 1
        }
        throw Self.failure(bytes, at: position, "unterminated string")
    }

    /// Where the number that starts at `start` ends, as RFC 8259's grammar spells numbers.
    package static func numberEnd(_ bytes: Span<UInt8>, from start: Int) throws(Failure) -> Int {
        var position = start
        if position < bytes.count, bytes[position] == UInt8(ascii: "-") { position += 1 }
        let integerStart = position
        position = digitsEnd(bytes, from: position)
        guard position > integerStart else { throw Self.failure(bytes, at: start, "expected a value") }
        guard position == integerStart + 1 || bytes[integerStart] != UInt8(ascii: "0") else {
            throw Self.failure(bytes, at: integerStart, "a number starts with 0")
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            let fraction = position + 1
            position = digitsEnd(bytes, from: fraction)
            guard position > fraction else { throw Self.failure(bytes, at: position, "expected a digit") }
        }
        if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
                position += 1
            }
            let exponent = position
            position = digitsEnd(bytes, from: exponent)
            guard position > exponent else { throw Self.failure(bytes, at: position, "expected a digit") }
        }
        return position
    }

    private static func digitsEnd(_ bytes: Span<UInt8>, from start: Int) -> Int {
        var position = start
        while position < bytes.count, bytes[position] &- UInt8(ascii: "0") < 10 { position += 1 }
        return position
    }

    /// Whether the value that starts at `start` is the literal `word`.
    @inlinable package static func isLiteral(_ bytes: Span<UInt8>, _ word: StaticString, at start: Int) -> Bool {
        word.withUTF8Buffer { word in
            start + word.count <= bytes.count && word.indices.allSatisfy { bytes[start + $0] == word[$0] }
        }
    }

    private static func literalEnd(
        _ bytes: Span<UInt8>, _ word: StaticString, from start: Int
    ) throws(Failure) -> Int {
        guard isLiteral(bytes, word, at: start) else { throw failure(bytes, at: start, "expected \(word)") }
        return start + word.utf8CodeUnitCount
    }

    /// The first of `members` whose key is `name`.
    @inlinable package static func member(_ bytes: Span<UInt8>, named name: String, in members: [Member]) -> Member? {
        let wanted = name.utf8Span.span
        for member in members {
            if member.keyIsRead {
                if string(bytes, member.key) == name { return member }
            } else if member.key.count - 2 == wanted.count,
                equal(bytes, member.key.lowerBound + 1, wanted, 0, count: wanted.count)
            {
                return member
            }
        }
        return nil
    }

    private static func sameKey(_ bytes: Span<UInt8>, _ member: Member, _ key: Range<Int>, _ keyIsRead: Bool) -> Bool {
        if member.keyIsRead || keyIsRead { return string(bytes, member.key) == string(bytes, key) }
        return member.key.count == key.count
            && equal(bytes, member.key.lowerBound, bytes, key.lowerBound, count: key.count)
    }

    /// Whether the `count` bytes from `first` are those of `other` from `second`: a loop, where
    /// a closure over the bytes cost a call per byte.
    @usableFromInline static func equal(
        _ bytes: Span<UInt8>, _ first: Int, _ other: Span<UInt8>, _ second: Int, count: Int
    ) -> Bool {
        var index = 0
        while index < count, bytes[first + index] == other[second + index] { index += 1 }
        return index == count
    }

    /// The name a key token spells, its bytes as they are when they are not UTF-8.
    static func name(_ bytes: Span<UInt8>, _ key: Range<Int>) -> String {
        string(bytes, key)
            ?? String(decoding: (key.lowerBound + 1..<key.upperBound - 1).map { bytes[$0] }, as: UTF8.self)
    }

    /// The failure of a member named twice: at its second key, naming it.
    private static func repeated(_ bytes: Span<UInt8>, _ key: Range<Int>) -> Failure {
        let name = name(bytes, key)
        var failure = failure(bytes, at: key.lowerBound, "the member \"\(name)\" is given twice in one object")
        failure.repeatedKey = name
        return failure
    }

    /// A failure at `offset`; past the last byte, whatever was expected, the text simply ended
    /// (the usual way a file breaks: truncated by a crash or a full disk).
    static func failure(_ bytes: Span<UInt8>, at offset: Int, _ reason: String) -> Failure {
        Failure(offset: offset, reason: offset < bytes.count ? reason : "unexpected end of file")
    }
}
