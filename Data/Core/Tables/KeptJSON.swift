import Foundation

/// A JSON value kept as it was read, for records of a table no schema describes (see
/// ``KeptTable``): nothing is known of them but that they are JSON, so they are held as such and
/// written back unchanged in meaning.
enum KeptJSON: Codable, Sendable, Equatable {
    case null
    case bool(Bool)
    /// A whole number, kept apart from a double so that milliseconds come back exactly.
    case integer(Int64)
    case number(Double)
    case string(String)
    case array([KeptJSON])
    case object([String: KeptJSON])

    init(from decoder: any Decoder) throws {
        let value = try decoder.singleValueContainer()
        if value.decodeNil() {
            self = .null
        } else if let bool = try? value.decode(Bool.self) {
            self = .bool(bool)
        } else if let integer = try? value.decode(Int64.self) {
            self = .integer(integer)
        } else if let number = try? value.decode(Double.self) {
            self = .number(number)
        } else if let string = try? value.decode(String.self) {
            self = .string(string)
        } else if let array = try? value.decode([KeptJSON].self) {
            self = .array(array)
        } else {
            self = .object(try value.decode([String: KeptJSON].self))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var value = encoder.singleValueContainer()
        switch self {
        case .null: try value.encodeNil()
        case .bool(let bool): try value.encode(bool)
        case .integer(let integer): try value.encode(integer)
        case .number(let number): try value.encode(number)
        case .string(let string): try value.encode(string)
        case .array(let array): try value.encode(array)
        case .object(let object): try value.encode(object)
        }
    }
}
