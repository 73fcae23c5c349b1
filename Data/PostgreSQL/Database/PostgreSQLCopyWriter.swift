import CPostgreSQL
import Data

/// Rows for `COPY ... FROM STDIN (FORMAT binary)`, encoded as they are appended and sent to the
/// server in large chunks: the fastest way to load many rows, one statement for all of them.
///
/// Each value is written in the binary form of its column's type (learned before the COPY
/// starts), so the server parses nothing; a value with no such form is refused here, by name.
package struct PostgreSQLCopyWriter: ~Copyable {
    /// The table's columns being filled, in order, and their types.
    let columns: [String]
    let columnTypes: [PostgreSQLType]
    /// Rows completed so far.
    private(set) var rowCount = 0

    private let connection: OpaquePointer
    private var buffer: [UInt8] = []
    /// The next column of the row being written; 0 between rows.
    private var nextColumn = 0

    /// How much is encoded before it is handed to libpq: large enough that the per-call cost
    /// vanishes, small enough to stay in cache.
    private static let chunkSize = 256 * 1024

    init(connection: OpaquePointer, columns: [String], columnTypes: [PostgreSQLType]) {
        self.connection = connection
        self.columns = columns
        self.columnTypes = columnTypes
        buffer.reserveCapacity(Self.chunkSize + 4096)
        // The signature, flags (no OIDs) and header-extension length of the binary format.
        buffer.append(contentsOf: Array("PGCOPY\n".utf8) + [0xFF, 0x0D, 0x0A, 0x00])
        buffer.appendBigEndian(Int32(0))
        buffer.appendBigEndian(Int32(0))
    }

    /// Appends one whole row, a value per column.
    package mutating func appendRow(_ values: [PostgreSQLValue]) throws(PostgreSQLError) {
        guard values.count == columns.count, nextColumn == 0 else {
            throw PostgreSQLError(
                kind: .encoding, message: "a row of \(values.count) values for \(columns.count) columns")
        }
        for value in values { try append(value) }
    }

    /// Appends the next column's value; after the last column the row is complete.
    package mutating func append(_ value: PostgreSQLValue) throws(PostgreSQLError) {
        if nextColumn == 0 { buffer.appendBigEndian(Int16(columns.count)) }
        let type = columnTypes[nextColumn]
        if value == .null {
            buffer.appendBigEndian(Int32(-1))
        } else {
            let lengthAt = buffer.count
            buffer.appendBigEndian(Int32(0))
            var encoded = value.appendBinary(to: &buffer, as: type)
            if !encoded, type.isText, let text = value.textForm {
                buffer.append(contentsOf: text.utf8)
                encoded = true
            }
            guard encoded else {
                throw PostgreSQLError(
                    kind: .encoding,
                    message: "column \"\(columns[nextColumn])\" is \(type); \(value) has no binary form for it")
            }
            let length = Int32(buffer.count - lengthAt - 4).bigEndian
            withUnsafeBytes(of: length) { bytes in
                for offset in 0..<4 { buffer[lengthAt + offset] = bytes[offset] }
            }
        }
        nextColumn += 1
        if nextColumn == columns.count {
            nextColumn = 0
            rowCount += 1
            if buffer.count >= Self.chunkSize { try flush() }
        }
    }

    /// Ends the data: writes the trailer and sends what is left. The COPY's result is read by
    /// the connection afterwards.
    mutating func finish() throws(PostgreSQLError) {
        guard nextColumn == 0 else {
            throw PostgreSQLError(
                kind: .encoding,
                message: "the last row stops after \(nextColumn) of its \(columns.count) columns")
        }
        buffer.appendBigEndian(Int16(-1))
        try flush()
    }

    private mutating func flush() throws(PostgreSQLError) {
        let sent = buffer.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { PQputCopyData(connection, $0.baseAddress, Int32($0.count)) }
        }
        guard sent == 1 else { throw PostgreSQLError.connectionFailure(connection, statement: "COPY") }
        buffer.removeAll(keepingCapacity: true)
    }
}
