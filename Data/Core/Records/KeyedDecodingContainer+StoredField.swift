import Foundation

/// A generated record's field type as the JSON file store reads it, so that the record's
/// template reads every field alike (`try container.decodeField(.price, …)`): a time (`Int64`,
/// milliseconds) is checked as `decodeTime` checks it, an optional may be missing or `null`, and
/// anything else decodes as it is.
protocol StoredJSONValue {
    /// The value under `key` of `entity` `id`.
    static func decode<Key>(
        _ key: Key, in container: KeyedDecodingContainer<Key>, entity: String, id: UUID
    ) throws
        -> Self
}

extension StoredJSONValue where Self: Decodable {
    static func decode<Key>(
        _ key: Key, in container: KeyedDecodingContainer<Key>, entity: String, id: UUID
    ) throws
        -> Self
    {
        try container.decode(Self.self, forKey: key)
    }
}

// A string, a number and a Boolean are read by the container's own typed readers. Through its
// generic one, the file store's decoder reads them with a decoder of their own, or casts them
// back to `T` at run time: a tenth of the CPU of opening a file store.
extension String: StoredJSONValue {
    static func decode<Key>(
        _ key: Key, in container: KeyedDecodingContainer<Key>, entity: String, id: UUID
    ) throws
        -> Self
    {
        try container.decode(String.self, forKey: key)
    }
}

extension Int: StoredJSONValue {
    static func decode<Key>(
        _ key: Key, in container: KeyedDecodingContainer<Key>, entity: String, id: UUID
    ) throws
        -> Self
    {
        try container.decode(Int.self, forKey: key)
    }
}

extension Double: StoredJSONValue {
    static func decode<Key>(
        _ key: Key, in container: KeyedDecodingContainer<Key>, entity: String, id: UUID
    ) throws
        -> Self
    {
        try container.decode(Double.self, forKey: key)
    }
}

extension Bool: StoredJSONValue {
    static func decode<Key>(
        _ key: Key, in container: KeyedDecodingContainer<Key>, entity: String, id: UUID
    ) throws
        -> Self
    {
        try container.decode(Bool.self, forKey: key)
    }
}

extension UUID: StoredJSONValue {}
extension Array: StoredJSONValue where Element: Decodable {}

extension Int64: StoredJSONValue {
    /// A record's `Int64` is a time: checked to be storable.
    static func decode<Key>(
        _ key: Key, in container: KeyedDecodingContainer<Key>, entity: String, id: UUID
    ) throws
        -> Self
    {
        try container.decodeTime(key, entity: entity, id: id)
    }
}

extension Optional: StoredJSONValue where Wrapped: StoredJSONValue {
    /// Nil when the member is missing or `null`, else the wrapped value, checked as it is.
    static func decode<Key>(
        _ key: Key, in container: KeyedDecodingContainer<Key>, entity: String, id: UUID
    ) throws
        -> Self
    {
        guard container.contains(key), try !container.decodeNil(forKey: key) else { return nil }
        return try Wrapped.decode(key, in: container, entity: entity, id: id)
    }
}

extension KeyedDecodingContainer {
    /// The field under `key` of `entity` `id`, read as its type says (``StoredJSONValue``).
    func decodeField<Value: StoredJSONValue>(_ key: Key, entity: String, id: UUID) throws -> Value {
        try Value.decode(key, in: self, entity: entity, id: id)
    }
}
