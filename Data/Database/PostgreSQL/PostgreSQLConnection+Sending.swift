import CPostgreSQL

extension PostgreSQLConnection {
    /// Sends `statement` (prepared on this connection) with `parameters`, rows asked for in
    /// binary, without waiting for the server: the connection is non-blocking until
    /// ``endSending()``. Returns true when part of the message is still to be flushed (the
    /// socket's buffer was full), which the poller finishes.
    ///
    /// Safe on the cooperative pool: nothing here waits for the network.
    func send(
        prepared statement: PostgreSQLPreparedStatement, _ parameters: [PostgreSQLValue], sql: String
    ) throws(PostgreSQLError) -> Bool {
        let layout = try PostgreSQLParameters(parameters, expected: statement.parameterTypes, statement: sql)
        guard PQsetnonblocking(handle, 1) == 0 else { throw PostgreSQLError.connectionFailure(handle, statement: sql) }
        let sent = try layout.withUnsafeArguments { values, lengths, formats throws(PostgreSQLError) in
            PQsendQueryPrepared(
                handle, statement.name, Int32(layout.count), values, lengths, formats, PostgreSQLFormat.binary.rawValue)
        }
        let flush = sent == 1 ? PQflush(handle) : -1
        guard flush >= 0 else {
            let error = PostgreSQLError.connectionFailure(handle, statement: sql)
            endSending()
            throw error
        }
        return flush == 1
    }

    /// Back to blocking mode, for the calls made on the connection's thread. Only once the
    /// answer is in: the output is empty then, so this does not wait.
    func endSending() {
        _ = PQsetnonblocking(handle, 0)
    }

    /// The prepared statement for `sql` when this connection has prepared it already.
    func preparedStatementIfKnown(_ sql: String) -> PostgreSQLPreparedStatement? {
        preparedStatements[sql]
    }
}
