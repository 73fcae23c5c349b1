import Data
import Domain
import Foundation

/// A Swift type a column can be read as (``PostgreSQLResult/decode(_:row:column:)``), from the
/// text form every result comes in.
package protocol PostgreSQLDecodable {
    /// The value `text` spells; nil when it spells none.
    init?(postgreSQLText text: String)
}

extension Int64: PostgreSQLDecodable {
    package init?(postgreSQLText text: String) { self.init(text) }
}

extension Int: PostgreSQLDecodable {
    package init?(postgreSQLText text: String) { self.init(text) }
}

extension String: PostgreSQLDecodable {
    package init?(postgreSQLText text: String) { self = text }
}

extension UUID: PostgreSQLDecodable {
    /// A `uuid` column (lower-case text) or a text column holding a UUID's 36 characters.
    package init?(postgreSQLText text: String) { self.init(text: text) }
}
