import Data

/// A PostgreSQL data type, by its OID: what a parameter is sent as and what a column holds.
/// Only the built-in types the stores use are named; any other OID is carried as it is.
package struct PostgreSQLType: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The type's OID in `pg_type`.
    package let rawValue: UInt32

    package init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// Not stated: the server infers the type from where the parameter is used.
    static let unspecified = PostgreSQLType(rawValue: 0)
    static let bool = PostgreSQLType(rawValue: 16)
    static let bytea = PostgreSQLType(rawValue: 17)
    static let name = PostgreSQLType(rawValue: 19)
    static let int8 = PostgreSQLType(rawValue: 20)
    static let int2 = PostgreSQLType(rawValue: 21)
    static let int4 = PostgreSQLType(rawValue: 23)
    static let text = PostgreSQLType(rawValue: 25)
    static let float4 = PostgreSQLType(rawValue: 700)
    static let float8 = PostgreSQLType(rawValue: 701)
    static let bpchar = PostgreSQLType(rawValue: 1042)
    static let varchar = PostgreSQLType(rawValue: 1043)
    static let numeric = PostgreSQLType(rawValue: 1700)
    static let uuid = PostgreSQLType(rawValue: 2950)

    /// Types whose binary form is their UTF-8 text, as in the text format.
    var isText: Bool {
        self == .text || self == .varchar || self == .bpchar || self == .name
    }

    /// The type's SQL name when it is one of the named ones, else its OID.
    package var description: String {
        let names: [PostgreSQLType: String] = [
            .bool: "boolean", .bytea: "bytea", .name: "name", .int8: "bigint", .int2: "smallint", .int4: "integer",
            .text: "text", .float4: "real", .float8: "double precision", .bpchar: "character",
            .varchar: "character varying", .numeric: "numeric", .uuid: "uuid",
        ]
        return names[self] ?? "type \(rawValue)"
    }
}

/// How a value travels on the wire: PostgreSQL's text form, or its binary form (fixed-width
/// big-endian integers, IEEE doubles, the 16 bytes of a UUID), which needs no parsing.
package enum PostgreSQLFormat: Int32, Sendable {
    case text = 0
    case binary = 1
}
