import CPostgreSQL
import Data

extension PostgreSQLConnection {
    /// Loads rows into `table` with one `COPY ... FROM STDIN (FORMAT binary)`: `rows` appends
    /// them to the writer, which streams them to the server as it goes. Returns how many rows
    /// the server stored. All or nothing: when `rows` throws, or the server refuses a row
    /// (a duplicate key, say), the COPY is aborted and no row of it is stored.
    ///
    /// Asks the server for the columns' types first (one round trip), so each value is sent in
    /// the binary form its column expects. `table` and `columns` come from the code's schemas
    /// and are quoted as identifiers; `table` may be `schema.table` written as two names.
    package func copy<Failure: PostgreSQLErrorConvertible>(
        into table: [String], columns: [String], rows: (inout PostgreSQLCopyWriter) throws(Failure) -> Void
    ) throws(Failure) -> Int {
        let target = table.map(Self.quoteIdentifier).joined(separator: ".")
        let columnList = columns.map(Self.quoteIdentifier).joined(separator: ", ")
        let sql = "COPY \(target) (\(columnList)) FROM STDIN (FORMAT binary)"
        var writer: PostgreSQLCopyWriter
        do {
            let shape = try query("SELECT \(columnList) FROM \(target) LIMIT 0")
            let types = (0..<shape.columnCount).map(shape.columnType)
            _ = try check(PQexec(handle, sql), statement: sql, accepting: [PGRES_COPY_IN])
            writer = PostgreSQLCopyWriter(connection: handle, columns: columns, columnTypes: types)
        } catch {
            throw Failure(postgreSQLError: error)
        }
        do {
            try rows(&writer)
        } catch {
            abortCopy()
            throw error
        }
        do {
            try writer.finish()
        } catch {
            abortCopy()
            throw Failure(postgreSQLError: error)
        }
        do {
            return try endCopy(sql: sql)
        } catch {
            throw Failure(postgreSQLError: error)
        }
    }

    /// Tells the server the data is complete and reads the COPY's outcome.
    private func endCopy(sql: String) throws(PostgreSQLError) -> Int {
        guard PQputCopyEnd(handle, nil) == 1 else { throw PostgreSQLError.connectionFailure(handle, statement: sql) }
        defer { drainResults() }
        return try check(PQgetResult(handle), statement: sql).affectedRows
    }

    /// Ends the COPY with an error, so the server stores none of it, and reads the refusal.
    private func abortCopy() {
        _ = PQputCopyEnd(handle, "the client stopped the COPY")
        drainResults()
    }

    /// Reads results until libpq has none left, so the connection is ready for the next command.
    private func drainResults() {
        while let result = PQgetResult(handle) { PQclear(result) }
    }
}
