import Domain
import Foundation

// The typed readers that generated entities' filters use (`{Entity}Resource.swift`), one
// per field type, named after it; docs/REST.md, "Generic collections", gives the spellings.

extension QueryParameters {
    /// The value of `name` as text, when given.
    func string(_ name: String) throws(APIError) -> String? { self[name] }

    /// The value of `name` as a whole number that fits an `Int`.
    func int(_ name: String) throws(APIError) -> Int? {
        guard let value = try integer(name) else { return nil }
        guard let fitting = Int(exactly: value) else {
            throw .invalidQuery(name, "\(name) must be a whole number that fits 64 bits; got \(value)")
        }
        return fitting
    }

    /// The value of `name` as a finite number (`4.5`, `-1`, `1e3`).
    func double(_ name: String) throws(APIError) -> Double? {
        guard let raw = self[name] else { return nil }
        guard let value = Double(raw), value.isFinite else {
            throw .invalidQuery(name, "\(name) must be a finite number such as 4.5; got \"\(raw)\"")
        }
        return value
    }

    /// The value of `name` as `true` or `false`.
    func bool(_ name: String) throws(APIError) -> Bool? {
        try choice(name, ["true": true, "false": false])
    }

    /// The value of `name` as an instant (ISO 8601, as the wire writes them).
    func date(_ name: String) throws(APIError) -> Date? { try time(name) }

    /// The value of `name` as a UUID.
    func uuid(_ name: String) throws(APIError) -> UUID? {
        guard let raw = self[name] else { return nil }
        return try uuid(name, raw: raw)
    }

    /// The value of `name` as a case of an enum field, by its name (`?status=shipped`).
    func enumCase<Value: FieldEnum>(_ name: String) throws(APIError) -> Value? {
        guard let raw = self[name] else { return nil }
        guard let value = Value(raw) else {
            throw .invalidQuery(name, "\(name) must be one of \(Value.caseNames); got \"\(raw)\"")
        }
        return value
    }

    /// A condition of a generated filter, read from `name`: the value `read` makes of it, or for
    /// an optional field's equality its `OptionalMatch`. The filter's property's type picks
    /// which, so a resource reads every condition alike.
    func condition<Value>(_ name: String, _ read: (String) throws(APIError) -> Value?) throws(APIError) -> Value? {
        try read(name)
    }

    /// An optional field's condition on `name`: `.any` when it is not given, `.isNil` for `null`,
    /// else `.equals` the value `read` makes of it.
    func condition<Value>(
        _ name: String, _ read: (String) throws(APIError) -> Value?
    ) throws(APIError) -> OptionalMatch<Value> {
        guard let raw = self[name] else { return .any }
        if raw == "null" { return .isNil }
        return try read(name).map { .equals($0) } ?? .any
    }
}
