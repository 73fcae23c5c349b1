import Data
import Foundation

/// A parameter of a statement: always bound, never spliced into SQL, so no value can change
/// what a statement does.
///
/// The kinds are those of the stores' columns (SQLite's, mirrored: `BIGINT`, `DOUBLE PRECISION`,
/// `TEXT`; ids are their upper-case text, times `.int64` milliseconds since 1970). Each is sent in
/// PostgreSQL's text form, which the server parses as the type the statement gives the parameter,
/// and refuses with its own SQLSTATE when it does not fit (22003 for 2^40 in an `integer` column).
package enum PostgreSQLValue: Sendable, Equatable {
    case null
    case int64(Int64)
    case double(Double)
    case text(String)

    /// An integer as `bigint`.
    package static func int(_ value: Int) -> PostgreSQLValue {
        .int64(Int64(value))
    }

    /// The text PostgreSQL parses for the value, whatever the parameter's type; nil for NULL.
    var textForm: String? {
        switch self {
        case .null: nil
        case .int64(let value): String(value)
        case .double(let value):
            value.isNaN ? "NaN" : value.isInfinite ? (value < 0 ? "-Infinity" : "Infinity") : "\(value)"
        case .text(let value): value
        }
    }
}
