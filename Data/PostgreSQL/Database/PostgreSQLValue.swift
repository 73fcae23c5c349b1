import Data
import Foundation

/// A parameter of a statement: always bound, never spliced into SQL, so no value can change
/// what a statement does.
///
/// Times are `.int64` milliseconds since 1970, as the records keep them.
package enum PostgreSQLValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case int32(Int32)
    case int64(Int64)
    case double(Double)
    case text(String)
    case uuid(UUID)

    /// An integer as `bigint`.
    package static func int(_ value: Int) -> PostgreSQLValue {
        .int64(Int64(value))
    }

    /// `value`, or NULL.
    package static func optional(_ value: Int64?) -> PostgreSQLValue {
        value.map(PostgreSQLValue.int64) ?? .null
    }

    /// `value`, or NULL.
    package static func optional(_ value: UUID?) -> PostgreSQLValue {
        value.map(PostgreSQLValue.uuid) ?? .null
    }

    /// `value`, or NULL.
    package static func optional(_ value: String?) -> PostgreSQLValue {
        value.map(PostgreSQLValue.text) ?? .null
    }

    /// The type a value is declared as when no statement says otherwise (one-off queries).
    var naturalType: PostgreSQLType {
        switch self {
        case .null: .unspecified
        case .bool: .bool
        case .int32: .int4
        case .int64: .int8
        case .double: .float8
        case .text: .text
        case .uuid: .uuid
        }
    }
}
