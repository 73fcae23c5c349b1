import Data
import Foundation

/// The bytes of one JSON text, and the scanning ``FileStoreDecoder`` does over them: where a
/// value ends, an object's members, and each kind of scalar. Strict as RFC 8259 is (no trailing
/// comma, no control character in a string, numbers as its grammar spells them), so that the
/// decoder refuses what `JSONDecoder` refuses; a flaw is a ``Flaw`` at its byte, which the store
/// then words and locates with `JSONSyntaxCheck`, as for any decoding failure.
final class JSONText {
    /// The text is not well-formed at `offset`.
    struct Flaw: Error {
        let offset: Int
    }

    /// One member of an object: where its key's token (quotes included) and its value lie.
    struct Member {
        let key: Range<Int>
        /// Whether the key holds an escape, so that it must be read to be compared.
        let keyIsEscaped: Bool
        let value: Range<Int>
    }

    let bytes: PinnedBytes
    /// Where each array scanned so far ends, by where it starts: an array of records is skipped
    /// once, when the object that holds it is scanned, not again when it is read.
    private var arrayEnds: [Int: Int] = [:]

    init(_ bytes: PinnedBytes) {
        self.bytes = bytes
    }

    // The scanning functions read `bytes` through a `Span` of their buffer: indexing them through
    // the class retained and released it around every byte read.

    /// The first byte at or after `position` that is not whitespace.
    func skipWhitespace(from position: Int) -> Int {
        let storage = self.bytes.buffer
        let bytes = storage.span
        var position = position
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return position
            }
        }
        return position
    }

    /// Where the value that starts at `start` (whitespace skipped) ends.
    func valueEnd(from start: Int) throws(Flaw) -> Int {
        guard start < bytes.count else { throw Flaw(offset: start) }
        switch bytes[start] {
        case UInt8(ascii: "{"): return try members(from: start, collecting: false).end
        case UInt8(ascii: "["): return try arrayEnd(from: start)
        case UInt8(ascii: "\""): return try stringEnd(from: start).end
        case UInt8(ascii: "t"): return try literalEnd("true", from: start)
        case UInt8(ascii: "f"): return try literalEnd("false", from: start)
        case UInt8(ascii: "n"): return try literalEnd("null", from: start)
        default: return try numberEnd(from: start)
        }
    }

    /// The members of the object that starts at `start`, and where it ends; only where it ends
    /// when not `collecting` (an object skipped allocates nothing).
    func members(from start: Int, collecting: Bool = true) throws(Flaw) -> (members: [Member], end: Int) {
        let storage = self.bytes.buffer
        let bytes = storage.span
        var members: [Member] = []
        if collecting { members.reserveCapacity(16) }
        var position = skipWhitespace(from: start + 1)
        if position < bytes.count, bytes[position] == UInt8(ascii: "}") { return ([], position + 1) }
        while true {
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { throw Flaw(offset: position) }
            let keyStart = position
            let (keyEnd, keyIsEscaped) = try stringEnd(from: keyStart)
            position = skipWhitespace(from: keyEnd)
            guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { throw Flaw(offset: position) }
            let valueStart = skipWhitespace(from: position + 1)
            let valueEnd = try valueEnd(from: valueStart)
            if collecting {
                let member = Member(key: keyStart..<keyEnd, keyIsEscaped: keyIsEscaped, value: valueStart..<valueEnd)
                // A member named twice: JSONDecoder would keep one silently, JSONSyntax refuses it.
                if members.contains(where: { sameKey($0, member) }) { throw Flaw(offset: keyStart) }
                members.append(member)
            }
            position = skipWhitespace(from: valueEnd)
            guard position < bytes.count else { throw Flaw(offset: position) }
            if bytes[position] == UInt8(ascii: "}") { return (members, position + 1) }
            guard bytes[position] == UInt8(ascii: ",") else { throw Flaw(offset: position) }
            position = skipWhitespace(from: position + 1)
        }
    }

    /// Whether two members have the same key: compared as bytes, the rare escaped one as its text.
    private func sameKey(_ first: Member, _ second: Member) -> Bool {
        if first.keyIsEscaped || second.keyIsEscaped { return string(first.key) == string(second.key) }
        guard first.key.count == second.key.count else { return false }
        let storage = self.bytes.buffer
        let bytes = storage.span
        var index = 0
        while index < first.key.count, bytes[first.key.lowerBound + index] == bytes[second.key.lowerBound + index] {
            index += 1
        }
        return index == first.key.count
    }

    /// Where the element after `position` (past `[` or past the previous element) starts, or nil
    /// when the array closes there; `end` is then past the `]`.
    func nextElement(after position: Int, isFirst: Bool) throws(Flaw) -> (start: Int?, end: Int) {
        let storage = self.bytes.buffer
        let bytes = storage.span
        var position = skipWhitespace(from: position)
        guard position < bytes.count else { throw Flaw(offset: position) }
        if bytes[position] == UInt8(ascii: "]") { return (nil, position + 1) }
        if !isFirst {
            guard bytes[position] == UInt8(ascii: ",") else { throw Flaw(offset: position) }
            position = skipWhitespace(from: position + 1)
            // A trailing comma: `[1,]`.
            guard position < bytes.count, bytes[position] != UInt8(ascii: "]") else { throw Flaw(offset: position) }
        }
        return (position, position)
    }

    private func arrayEnd(from start: Int) throws(Flaw) -> Int {
        if let end = arrayEnds[start] { return end }
        var (element, end) = try nextElement(after: start + 1, isFirst: true)
        while let elementStart = element {
            (element, end) = try nextElement(after: try valueEnd(from: elementStart), isFirst: false)
        }
        arrayEnds[start] = end
        return end
    }

    /// The text of `range`, e.g. a number's.
    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes.buffer[range], as: UTF8.self)
    }

    /// Whether the value that starts at `start` is the literal `word` (the rest of the text is
    /// checked when it is scanned): its bytes compared where they lie.
    func isLiteral(_ word: StaticString, at start: Int) -> Bool {
        let storage = self.bytes.buffer
        let bytes = storage.span
        return word.withUTF8Buffer { word in
            start + word.count <= bytes.count && word.indices.allSatisfy { bytes[start + $0] == word[$0] }
        }
    }

    /// The first of `members` whose key is `name`: keys are compared as bytes, the rare escaped
    /// one as its text.
    func member(named name: String, in members: [Member]) -> Member? {
        let wanted = name.utf8Span.span
        let storage = self.bytes.buffer
        let bytes = storage.span
        for member in members {
            if member.keyIsEscaped {
                if string(member.key) == name { return member }
                continue
            }
            guard member.key.count - 2 == wanted.count else { continue }
            var index = 0
            while index < wanted.count, bytes[member.key.lowerBound + 1 + index] == wanted[index] { index += 1 }
            if index == wanted.count { return member }
        }
        return nil
    }

    private func literalEnd(_ word: StaticString, from start: Int) throws(Flaw) -> Int {
        guard isLiteral(word, at: start) else { throw Flaw(offset: start) }
        return start + word.utf8CodeUnitCount
    }
}
