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
        members.compactMap { member in name(of: member).flatMap { Key(stringValue: $0) } }
    }

    func contains(_ key: Key) -> Bool {
        member(key) != nil
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        text.isLiteral("null", at: try found(key).value.lowerBound)
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try scalar(key) { try $0.bool() } }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try scalar(key) { try $0.string() } }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try scalar(key) { try $0.float(type) } }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try scalar(key) { try $0.float(type) } }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try scalar(key) { try $0.integer(type) } }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try scalar(key) { try $0.integer(type) } }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try scalar(key) { try $0.integer(type) } }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try scalar(key) { try $0.integer(type) } }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try scalar(key) { try $0.integer(type) } }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try scalar(key) { try $0.integer(type) } }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try scalar(key) { try $0.integer(type) } }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try scalar(key) { try $0.integer(type) } }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try scalar(key) { try $0.integer(type) } }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try scalar(key) { try $0.integer(type) } }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try decode(type, found(key), key)
    }

    // An optional is read with one search of the members, where the protocol's default searches
    // three times (`contains`, `decodeNil`, then `decode`): absent or `null` is nil.
    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try ifPresent(key) { try $0.bool() } }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        try ifPresent(key) { try $0.string() }
    }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try float(type, key) }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? { try float(type, key) }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try integer(type, key) }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try integer(type, key) }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try integer(type, key) }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try integer(type, key) }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try integer(type, key) }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try integer(type, key) }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try integer(type, key) }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try integer(type, key) }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try integer(type, key) }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try integer(type, key) }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let member = present(key) else { return nil }
        return try decode(type, member, key)
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

    /// The value of `member`, under `key`: an id, a string or a Boolean read where it lies,
    /// anything else by its own `Decodable` conformance one step below this object's path. A
    /// record's fields come here when read through a generic helper, which calls
    /// `decode(T.self, forKey:)` even for a `String`: through `String(from:)`, each cost a decoder
    /// of its own.
    private func decode<T: Decodable>(_ type: T.Type, _ member: JSONText.Member, _ key: Key) throws -> T {
        if type == UUID.self, let id = try scalar(member, key, { try $0.uuid() }) as? T { return id }
        if type == String.self, let text = try scalar(member, key, { try $0.string() }) as? T { return text }
        if type == Bool.self, let flag = try scalar(member, key, { try $0.bool() }) as? T { return flag }
        return try decoder.child(member.value.lowerBound, end: member.value.upperBound, key).decode(type)
    }

    /// The scalar under `key` read by `read`, where it lies, with no decoder of its own; a
    /// failure is an error at the key's coding path.
    private func scalar<T>(_ key: Key, _ read: (JSONScalar) throws -> T) throws -> T {
        try scalar(try found(key), key, read)
    }

    /// The scalar under `key` read by `read`, or nil when the key is absent or its value `null`.
    private func ifPresent<T>(_ key: Key, _ read: (JSONScalar) throws -> T) throws -> T? {
        guard let member = present(key) else { return nil }
        return try scalar(member, key, read)
    }

    // `ifPresent` for a number of any type, so that each optional number above is one line.
    private func float<T: BinaryFloatingPoint & LosslessStringConvertible>(_ type: T.Type, _ key: Key) throws -> T? {
        try ifPresent(key) { try $0.float(type) }
    }

    private func integer<T: FixedWidthInteger>(_ type: T.Type, _ key: Key) throws -> T? {
        try ifPresent(key) { try $0.integer(type) }
    }

    /// The member named `key`, unless it is absent or `null`.
    private func present(_ key: Key) -> JSONText.Member? {
        guard let member = member(key), !text.isLiteral("null", at: member.value.lowerBound) else { return nil }
        return member
    }

    private func scalar<T>(_ member: JSONText.Member, _ key: Key, _ read: (JSONScalar) throws -> T) throws -> T {
        do {
            return try read(JSONScalar(text: text, value: member.value))
        } catch let failure as JSONScalar.Failure {
            throw failure.decodingError(at: codingPath + [key])
        }
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

    private func name(of member: JSONText.Member) -> String? {
        text.string(member.key)
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
        guard element.decodeNil() else { return false }
        try moveOn(past: element)
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try read { try $0.decode(type) } }
    mutating func decode(_ type: String.Type) throws -> String { try read { try $0.decode(type) } }
    mutating func decode(_ type: Double.Type) throws -> Double { try read { try $0.decode(type) } }
    mutating func decode(_ type: Float.Type) throws -> Float { try read { try $0.decode(type) } }
    mutating func decode(_ type: Int.Type) throws -> Int { try read { try $0.decode(type) } }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try read { try $0.decode(type) } }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try read { try $0.decode(type) } }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try read { try $0.decode(type) } }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try read { try $0.decode(type) } }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try read { try $0.decode(type) } }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try read { try $0.decode(type) } }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try read { try $0.decode(type) } }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try read { try $0.decode(type) } }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try read { try $0.decode(type) } }
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
        decoder.text.bytes.release(inArrayOpeningAt: decoder.start, before: try element.end())
        return value
    }

    /// The decoder of the next element.
    private func element() throws -> ValueDecoder {
        guard let next else {
            throw DecodingError.valueNotFound(
                Any.self,
                .init(
                    codingPath: codingPath + [IndexKey(currentIndex)], debugDescription: "Unkeyed container is at end.")
            )
        }
        return decoder.child(next, end: nil, IndexKey(currentIndex))
    }

    private mutating func moveOn(past element: ValueDecoder) throws {
        try findNext(after: try element.end(), isFirst: false)
        currentIndex += 1
    }

    /// Looks for the next element from `position`, past `[` or past the previous element.
    private mutating func findNext(after position: Int, isFirst: Bool) throws {
        let text = decoder.text
        next = try decoder.flawless { () throws(JSONText.Flaw) in
            try text.nextElement(after: position, isFirst: isFirst)
        }
    }
}

/// The coding-path key of an array's element.
private struct IndexKey: CodingKey {
    let intValue: Int?
    var stringValue: String { "Index \(intValue ?? 0)" }

    init(_ index: Int) {
        intValue = index
    }

    init?(stringValue: String) {
        nil
    }

    init?(intValue: Int) {
        self.intValue = intValue
    }
}
