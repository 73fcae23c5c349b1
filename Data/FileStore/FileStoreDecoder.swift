import Data
import Domain
import Foundation
import JSONSyntax

/// How the JSON file store reads its files: any `Decodable` value, straight from the bytes. The
/// records' own `Codable` conformances do the reading, the same for every entity; only the JSON
/// under them is walked here, by `JSONSyntax`'s scanner.
///
/// Why not `JSONDecoder`: it builds a tree of values and a dictionary per object first, 1.0-1.3 s
/// of CPU for a snapshot of 100,000 todos against 0.23 s for python3's `json.load` (libjansson's
/// parse alone, tried behind this `Decoder`, took 0.5-0.6 s; reading a table on two cores saved
/// 6-15% of wall time only with a core idle, for 30% more CPU or 5-12 MB more memory). This decoder finds an object's
/// members once and reads each value where it lies, an id with Domain's byte-level
/// `UUID(text:)` (Foundation's goes through sscanf on Linux). It means what `JSONDecoder` means:
/// the same errors, with coding paths, for what it refuses, which the store reports as
/// `FileStoreError.decoding`; a number a field cannot hold is an error at its key.
struct FileStoreDecoder {
    /// Decodes `type` from `bytes`, which must hold one JSON value and nothing else but
    /// whitespace.
    func decode<T: Decodable>(_ type: T.Type, from bytes: some Collection<UInt8>) throws -> T {
        try decode(type, from: JSONText(copying: bytes))
    }

    /// Decodes `type` from `text`, giving back a file's pages as its arrays are read.
    func decode<T: Decodable>(_ type: T.Type, from text: JSONText) throws -> T {
        let root = ValueDecoder(text: text, start: text.skipWhitespace(from: 0), end: nil, parent: nil)
        let value = try root.decode(type)
        let end = try root.end()
        try root.flawless { () throws(JSONText.Failure) in
            let rest = text.skipWhitespace(from: end)
            if rest != text.count {
                throw JSONText.Failure(offset: rest, reason: "unexpected text after the JSON value")
            }
        }
        return value
    }
}

/// The decoder of the value that starts at `start`. Where it ends is found when first needed,
/// and checked to be well-formed then: an object's end by reading its members, which an array's
/// element does once rather than once to skip it and again to read it.
final class ValueDecoder: Decoder {
    let text: JSONText
    let start: Int
    /// The decoder one step up, and this value's key in it; nil at the root. The coding path is
    /// built from them when it is asked for, which is when something failed: building it for
    /// every value read was an array per record.
    private let parent: (decoder: ValueDecoder, key: any CodingKey)?
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    private var knownEnd: Int?

    init(text: JSONText, start: Int, end: Int?, parent: (decoder: ValueDecoder, key: any CodingKey)?) {
        self.text = text
        self.start = start
        self.knownEnd = end
        self.parent = parent
    }

    var codingPath: [any CodingKey] {
        guard let parent else { return [] }
        return parent.decoder.codingPath + [parent.key]
    }

    /// Where the value ends; a flaw in it is an error at this decoder's coding path.
    func end() throws -> Int {
        if let knownEnd { return knownEnd }
        let end = try flawless { () throws(JSONText.Failure) in try text.valueEnd(from: start) }
        knownEnd = end
        return end
    }

    /// The value read as a scalar.
    func scalar() throws -> JSONScalar {
        JSONScalar(decoder: self, key: nil, value: start..<(try end()))
    }

    /// The value's first byte (a well-formed value has one).
    private var first: UInt8 {
        start < text.count ? text.buffer[start] : 0
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard first == UInt8(ascii: "{") else { throw mismatch([String: Any].self, "a dictionary") }
        let (members, end) = try flawless { () throws(JSONText.Failure) in try text.members(from: start) }
        knownEnd = end
        return KeyedDecodingContainer(ObjectContainer<Key>(decoder: self, members: members))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard first == UInt8(ascii: "[") else { throw mismatch([Any].self, "an array") }
        return try ArrayContainer(decoder: self)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        try scalar()
    }

    /// Whether the value is `null`.
    var isNull: Bool { text.isLiteral("null", at: start) }

    /// `type` read from the value: an id, a string or a Boolean as a scalar, anything else by its
    /// own `Decodable` conformance, which finds where the value ends as it reads it.
    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        if type == UUID.self || type == String.self || type == Bool.self { return try scalar().decode(type) }
        return try T(from: self)
    }

    /// A decoder for the value that starts at `start` (and ends at `end`, when known), one step
    /// below this one by `key`.
    func child(_ start: Int, end: Int?, _ key: any CodingKey) -> ValueDecoder {
        ValueDecoder(text: text, start: start, end: end, parent: (self, key))
    }

    /// The error for a value that is not the `expected` kind: `null`, or another kind.
    private func mismatch(_ type: Any.Type, _ expected: String) -> DecodingError {
        JSONScalar(decoder: self, key: nil, value: start..<start).mismatch(type, expected)
    }

    /// What `body` scans, a flaw being the error `JSONDecoder` gives for text that is not JSON.
    func flawless<T>(_ body: () throws(JSONText.Failure) -> T) throws -> T {
        do {
            return try body()
        } catch {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: codingPath, debugDescription: "The given data was not valid JSON.",
                    underlyingError: error))
        }
    }
}
