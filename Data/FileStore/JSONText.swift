import Data
import Foundation
import JSONSyntax

/// The bytes of one JSON text, and the scanner that ``FileStoreDecoder`` reads them with:
/// `JSONSyntax`'s ``/JSONSyntax/JSONScanner``, the strict check's own, so that the decoder refuses
/// what the check refuses (and what `JSONDecoder` refuses, and a trailing comma or a member named
/// twice besides). A flaw is a ``/JSONSyntax/JSONSyntaxCheck/Failure`` at its byte, which the
/// store then words and locates as for any decoding failure.
///
/// Each function reads `bytes` through a `Span` of their buffer: indexing them through the class
/// retained and released it around every byte read.
final class JSONText {
    typealias Member = JSONScanner.Member
    typealias Flaw = JSONScanner.Failure

    let bytes: PinnedBytes
    private var scanner = JSONScanner()

    init(_ bytes: PinnedBytes) {
        self.bytes = bytes
    }

    /// The first byte at or after `position` that is not whitespace.
    func skipWhitespace(from position: Int) -> Int {
        let storage = bytes.buffer
        return JSONScanner.skipWhitespace(storage.span, from: position)
    }

    /// Where the value that starts at `start` (whitespace skipped) ends.
    func valueEnd(from start: Int) throws(Flaw) -> Int {
        let storage = bytes.buffer
        return try scanner.valueEnd(storage.span, from: start, depth: 0)
    }

    /// The members of the object that starts at `start`, and where it ends.
    func members(from start: Int) throws(Flaw) -> (members: [Member], end: Int) {
        let storage = bytes.buffer
        return try scanner.members(storage.span, from: start, depth: 0)
    }

    /// Where the element after `position` (past `[` or past the previous element) starts, or nil
    /// when the array closes there.
    func nextElement(after position: Int, isFirst: Bool) throws(Flaw) -> Int? {
        let storage = bytes.buffer
        return try JSONScanner.nextElement(storage.span, after: position, isFirst: isFirst).start
    }

    /// The string the token `token` (quotes included, well-formed) spells; nil when it is not
    /// UTF-8, as `JSONDecoder` refuses it.
    func string(_ token: Range<Int>) -> String? {
        let storage = bytes.buffer
        return JSONScanner.string(storage.span, token)
    }

    /// The text of `range`, e.g. a number's.
    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes.buffer[range], as: UTF8.self)
    }

    /// Whether the value that starts at `start` is the literal `word`.
    func isLiteral(_ word: StaticString, at start: Int) -> Bool {
        let storage = bytes.buffer
        return JSONScanner.isLiteral(storage.span, word, at: start)
    }

    /// The first of `members` whose key is `name`.
    func member(named name: String, in members: [Member]) -> Member? {
        let storage = bytes.buffer
        return JSONScanner.member(storage.span, named: name, in: members)
    }
}
