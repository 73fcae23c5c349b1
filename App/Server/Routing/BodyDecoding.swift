import Foundation
import JSONSyntax

/// Reads request bodies with the project's `JSONDecoder` (``/JSONSyntax/JSONCoding``), turning its errors into answers that name the field:
/// not JSON is `invalid_json` (checked strictly first, with the byte where it broke, since the
/// decoder lets a trailing comma through), the wrong shape `invalid_body`, a missing, mistyped or
/// repeated member `invalid_field` with its name.
enum BodyDecoding {
    /// One record, or an array of them (one object is taken as an array of one).
    static func list<Body: RecordBody>(
        _ type: Body.Type, from bytes: [UInt8], entityName: String
    ) throws(APIError) -> [Body] {
        switch firstSignificantByte(of: bytes) {
        case UInt8(ascii: "["): return try decode([Body].self, from: bytes, membersOf: Body.self, entityName)
        case UInt8(ascii: "{"): return [try decode(Body.self, from: bytes, membersOf: Body.self, entityName)]
        case nil:
            throw APIError(
                status: 400, code: "invalid_body",
                message: "expected one \(entityName) object or an array of them; the body is empty")
        default: try notJSONOrWrongShape(bytes, expected: "one \(entityName) object or an array of them")
        }
    }

    /// Exactly one record.
    static func one<Body: RecordBody>(
        _ type: Body.Type, from bytes: [UInt8], entityName: String
    ) throws(APIError) -> Body {
        guard firstSignificantByte(of: bytes) == UInt8(ascii: "{") else {
            try notJSONOrWrongShape(bytes, expected: "one \(entityName) object")
        }
        return try decode(Body.self, from: bytes, membersOf: Body.self, entityName)
    }

    /// Refuses `bytes` unless they are one strict JSON value: `invalid_json`, naming the byte
    /// where they broke, or `invalid_field` naming a member an object gives twice. Every route
    /// that reads a body as JSON checks it here first.
    static func requireJSON(_ bytes: [UInt8]) throws(APIError) {
        guard let broken = JSONSyntaxCheck.firstError(in: bytes) else { return }
        throw refusal(broken)
    }

    /// The members of the object `bytes` hold, each with its value's bytes as sent, refused as
    /// ``requireJSON(_:)`` refuses; nil when they hold another JSON value.
    static func members(of bytes: [UInt8]) throws(APIError) -> [(name: String, value: [UInt8])]? {
        do throws(JSONSyntaxCheck.Failure) {
            return try JSONSyntaxCheck.members(in: bytes)?.map { member in (member.name, Array(bytes[member.value])) }
        } catch {
            throw refusal(error)
        }
    }

    private static func refusal(_ broken: JSONSyntaxCheck.Failure) -> APIError {
        if let key = broken.repeatedKey {
            return .invalidField(key, "\(key) is given twice in one object (at byte \(broken.offset)); give it once")
        }
        return APIError(
            status: 400, code: "invalid_json",
            message: "the request body is not JSON: \(broken.reason) at byte \(broken.offset)")
    }

    /// Checks `bytes` strictly, refuses a member no `Body` has (before decoding, so that a
    /// misspelt required member is named as it was sent, not as missing), then decodes them.
    private static func decode<Value: Decodable, Body: RecordBody>(
        _ type: Value.Type, from bytes: [UInt8], membersOf body: Body.Type, _ entityName: String
    ) throws(APIError) -> Value {
        let records: [[String]]
        do throws(JSONSyntaxCheck.Failure) {
            records = try JSONSyntaxCheck.recordNames(in: bytes)
        } catch {
            throw refusal(error)
        }
        for names in records {
            guard let unknown = names.first(where: { Body.CodingKeys(rawValue: $0) == nil }) else { continue }
            let members = Body.CodingKeys.allCases.map(\.rawValue).sorted().joined(separator: ", ")
            throw .invalidField(unknown, "\(unknown) is not a member of a \(entityName), which has \(members)")
        }
        return try decode(Value.self, from: bytes)
    }

    /// Decodes `bytes`, checked already, turning the decoder's errors into answers.
    private static func decode<Value: Decodable>(_ type: Value.Type, from bytes: [UInt8]) throws(APIError) -> Value {
        do {
            return try JSONCoding.decoder().decode(Value.self, from: Data(bytes))
        } catch let error as DecodingError {
            throw apiError(for: error)
        } catch {
            throw APIError(status: 400, code: "invalid_json", message: "the request body is not JSON")
        }
    }

    /// `invalid_json` as the strict check words it, with the byte where the JSON broke; else
    /// `invalid_body`.
    private static func notJSONOrWrongShape(_ bytes: [UInt8], expected: String) throws(APIError) -> Never {
        try requireJSON(bytes)
        throw APIError(status: 400, code: "invalid_body", message: "expected \(expected)")
    }

    private static func apiError(for error: DecodingError) -> APIError {
        switch error {
        case .keyNotFound(let key, _):
            return .invalidField(key.stringValue, "\(key.stringValue) is missing")
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            let field = fieldName(context.codingPath)
            return .invalidField(field, "\(field) has the wrong type")
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            return APIError(status: 400, code: "invalid_json", message: "the request body is not JSON")
        case .dataCorrupted(let context):
            let field = fieldName(context.codingPath)
            return .invalidField(field, "\(field) is malformed: \(context.debugDescription)")
        @unknown default:
            return APIError(status: 400, code: "invalid_body", message: "the request body cannot be read")
        }
    }

    private static func fieldName(_ path: [any CodingKey]) -> String {
        path.last(where: { $0.intValue == nil })?.stringValue ?? "body"
    }

    private static func firstSignificantByte(of bytes: [UInt8]) -> UInt8? {
        bytes.first { !($0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D) }
    }
}
