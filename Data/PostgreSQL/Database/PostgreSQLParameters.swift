import Data
import Foundation

/// A statement's parameters laid out as libpq's `PQexecParams` and `PQexecPrepared` take them in
/// the text format: one byte buffer of C strings, and where each starts.
struct PostgreSQLParameters {
    /// The values, one after the other, each with its closing NUL.
    private(set) var bytes: [UInt8] = []
    /// Where each parameter starts in `bytes`; nil for NULL.
    private(set) var offsets: [Int?] = []

    /// Lays out `values`; a text holding a NUL is refused (libpq reads a C string up to it).
    init(_ values: [PostgreSQLValue], statement: String) throws(PostgreSQLError) {
        for (index, value) in values.enumerated() {
            guard let text = value.textForm else {
                offsets.append(nil)
                continue
            }
            guard !text.utf8.contains(0) else {
                throw PostgreSQLError(
                    kind: .encoding,
                    message: "parameter $\(index + 1) contains a NUL character, which PostgreSQL cannot store",
                    statement: statement)
            }
            offsets.append(bytes.count)
            bytes.append(contentsOf: text.utf8)
            bytes.append(0)
        }
        // One spare byte, so that the buffer has an address even when every value is NULL.
        bytes.append(0)
    }

    /// How many parameters there are.
    var count: Int { offsets.count }
}
