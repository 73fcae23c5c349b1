import Data
import Foundation
import JSONSyntax

/// An object's members, found once, each read where it lies by ``ValueDecoder``; reading one is a
/// search of a record's few members by key, once per value, optional or not. A class:
/// `KeyedDecodingContainer` copies the container it boxes on every call, and a copy of a class is
/// one reference to retain rather than one per field.
final class ObjectContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: ValueDecoder
    let members: [JSONText.Member]
    /// The decoder's text, held here too: reached through the decoder, it was one more retain
    /// and release around every member read.
    private let text: JSONText

    init(decoder: ValueDecoder, members: [JSONText.Member]) {
        self.decoder = decoder
        self.members = members
        text = decoder.text
    }

    var codingPath: [any CodingKey] { decoder.codingPath }

    var allKeys: [Key] {
        members.compactMap { member in text.string(member.key).flatMap { Key(stringValue: $0) } }
    }

    func contains(_ key: Key) -> Bool {
        member(key) != nil
    }

    func decodeNil(forKey key: Key) throws -> Bool { try scalar(key).decodeNil() }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try scalar(key).decode(type) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try scalar(key).decode(type) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try scalar(key).decode(type) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try scalar(key).decode(type) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try scalar(key).decode(type) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try scalar(key).decode(type) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try scalar(key).decode(type) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try scalar(key).decode(type) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try scalar(key).decode(type) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try scalar(key).decode(type) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try scalar(key).decode(type) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try scalar(key).decode(type) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try scalar(key).decode(type) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try scalar(key).decode(type) }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try scalar(key).decode(type) }

    /// An optional is read with one search of the members, where the protocol's default searches
    /// three times (`contains`, `decodeNil`, then `decode`): absent or `null` is nil. (Records
    /// read their optionals through this generic one; the typed ones keep the default.)
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let member = member(key), !text.isLiteral("null", at: member.value.lowerBound) else { return nil }
        return try JSONScalar(decoder: decoder, key: key, value: member.value).decode(type)
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try value(key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try value(key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        try value(SuperKey.super)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        try value(key)
    }

    /// The decoder of the value under `key`, one step below this object's path.
    private func value(_ key: some CodingKey) throws -> ValueDecoder {
        let member = try found(key)
        return decoder.child(member.value.lowerBound, end: member.value.upperBound, key)
    }

    /// The value under `key`, to be read where it lies, with no decoder of its own.
    private func scalar(_ key: Key) throws -> JSONScalar {
        JSONScalar(decoder: decoder, key: key, value: try found(key).value)
    }

    private func found(_ key: some CodingKey) throws -> JSONText.Member {
        guard let member = member(key) else {
            throw DecodingError.keyNotFound(
                key, .init(codingPath: codingPath, debugDescription: "No value associated with key \(key.stringValue).")
            )
        }
        return member
    }

    private func member(_ key: some CodingKey) -> JSONText.Member? {
        text.member(named: key.stringValue, in: members)
    }
}

/// The key `super` of ``ObjectContainer/superDecoder()``.
private enum SuperKey: String, CodingKey {
    case `super`
}

/// An array's elements, read one after the other where they lie: each is scanned once, by
/// reading it, and the next one is looked for from where it ended.
struct ArrayContainer: UnkeyedDecodingContainer {
    let decoder: ValueDecoder
    /// Where the next element starts; nil at the end.
    private var next: Int?
    private(set) var currentIndex = 0

    init(decoder: ValueDecoder) throws {
        self.decoder = decoder
        try findNext(after: decoder.start + 1, isFirst: true)
    }

    var codingPath: [any CodingKey] { decoder.codingPath }
    var count: Int? { nil }
    var isAtEnd: Bool { next == nil }

    mutating func decodeNil() throws -> Bool {
        let element = try self.element()
        guard element.isNull else { return false }
        try moveOn(past: element)
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try read { try $0.scalar().decode(type) } }
    mutating func decode(_ type: String.Type) throws -> String { try read { try $0.scalar().decode(type) } }
    mutating func decode(_ type: Double.Type) throws -> Double { try read { try $0.scalar().decode(type) } }
    mutating func decode(_ type: Float.Type) throws -> Float { try read { try $0.scalar().decode(type) } }
    mutating func decode(_ type: Int.Type) throws -> Int { try read { try $0.scalar().decode(type) } }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try read { try $0.scalar().decode(type) } }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try read { try $0.scalar().decode(type) } }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try read { try $0.scalar().decode(type) } }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try read { try $0.scalar().decode(type) } }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try read { try $0.scalar().decode(type) } }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try read { try $0.scalar().decode(type) } }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try read { try $0.scalar().decode(type) } }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try read { try $0.scalar().decode(type) } }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try read { try $0.scalar().decode(type) } }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try read { try $0.decode(type) } }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try read { try $0.container(keyedBy: type) }
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let element = try self.element()
        try moveOn(past: element)
        return try element.unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        let element = try self.element()
        try moveOn(past: element)
        return element
    }

    /// Reads the next element with `body`, then moves past it.
    private mutating func read<T>(_ body: (ValueDecoder) throws -> T) throws -> T {
        let element = try self.element()
        let value = try body(element)
        try moveOn(past: element)
        // The bytes of an element read are done with: a snapshot's reader gives them back. Not
        // so where an element is moved past before it is read (a nested container).
        decoder.text.release(inArrayOpeningAt: decoder.start, before: try element.end())
        return value
    }

    /// The decoder of the next element.
    private func element() throws -> ValueDecoder {
        guard let next else {
            throw DecodingError.valueNotFound(
                Any.self,
                .init(
                    codingPath: codingPath + [JSONMemberKey(index: currentIndex)],
                    debugDescription: "Unkeyed container is at end.")
            )
        }
        return decoder.child(next, end: nil, JSONMemberKey(index: currentIndex))
    }

    private mutating func moveOn(past element: ValueDecoder) throws {
        try findNext(after: try element.end(), isFirst: false)
        currentIndex += 1
    }

    /// Looks for the next element from `position`, past `[` or past the previous element.
    private mutating func findNext(after position: Int, isFirst: Bool) throws {
        let text = decoder.text
        next = try decoder.flawless { () throws(JSONText.Failure) in
            try text.nextElement(after: position, isFirst: isFirst)
        }
    }
}
