import Data
import Foundation

/// A statement's parameters laid out as libpq's `PQexecParams` and `PQexecPrepared` take them:
/// one byte buffer, and for each parameter its start, length and format.
///
/// Each value is sent in binary when it has an exact binary form for the type the statement
/// expects, and as text otherwise (which the server parses, and refuses with its own SQLSTATE
/// when it does not fit).
struct PostgreSQLParameters {
    /// The values, one after the other (a text one with its closing NUL).
    private(set) var bytes: [UInt8] = []
    /// Where each parameter starts in `bytes`; nil for NULL.
    private(set) var offsets: [Int?] = []
    private(set) var lengths: [Int32] = []
    private(set) var formats: [Int32] = []
    /// The types the parameters are declared as, for statements that do not declare their own.
    private(set) var types: [UInt32] = []

    /// Lays out `values` for a statement that expects `expected` (nil: each value's natural type).
    init(_ values: [PostgreSQLValue], expected: [PostgreSQLType]?, statement: String) throws(PostgreSQLError) {
        if let expected, expected.count != values.count {
            throw PostgreSQLError(
                kind: .encoding,
                message: "the statement takes \(expected.count) parameters, but \(values.count) were given",
                statement: statement)
        }
        for (index, value) in values.enumerated() {
            let type = expected?[index] ?? value.naturalType
            types.append(type.rawValue)
            guard value != .null else {
                offsets.append(nil)
                lengths.append(0)
                formats.append(PostgreSQLFormat.binary.rawValue)
                continue
            }
            let start = bytes.count
            offsets.append(start)
            if value.appendBinary(to: &bytes, as: type) {
                formats.append(PostgreSQLFormat.binary.rawValue)
            } else {
                // Text-format parameters are C strings: libpq reads up to the NUL, not a length.
                let text = value.textForm ?? ""
                guard !text.utf8.contains(0) else {
                    throw PostgreSQLError(
                        kind: .encoding,
                        message: "parameter $\(index + 1) contains a NUL character, which PostgreSQL cannot store",
                        statement: statement)
                }
                bytes.append(contentsOf: text.utf8)
                bytes.append(0)
                formats.append(PostgreSQLFormat.text.rawValue)
            }
            lengths.append(Int32(bytes.count - start))
        }
        // One spare byte, so that the buffer has an address even when every value is empty.
        bytes.append(0)
    }

    /// How many parameters there are.
    var count: Int { offsets.count }
}
