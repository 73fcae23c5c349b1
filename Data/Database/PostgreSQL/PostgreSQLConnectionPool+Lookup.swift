extension PostgreSQLConnectionPool {
    /// Runs `sql`, one statement prepared on the lent connection, and returns what `read` makes
    /// of its rows: the path of a lookup by primary key, which must cost little more than its
    /// one round trip to the server.
    ///
    /// The calling task sends the statement itself, without blocking, and is suspended until
    /// the pool's poller has read the whole answer (see ``PostgreSQLPoller``); `read` then runs
    /// on the task. Only the first use of a connection, or of `sql` on it, runs on the
    /// connection's thread: connecting and preparing wait for the server. Without a poller (no
    /// epoll, as on macOS) the whole lookup runs on the connection's thread.
    package func lookUp<T: Sendable, Failure: PostgreSQLErrorConvertible>(
        prepared sql: String, _ parameters: [PostgreSQLValue],
        reading read: @escaping @Sendable (PostgreSQLConnection, PostgreSQLResult) throws(Failure) -> T
    ) async throws(Failure) -> T {
        #if os(Linux)
            if let poller { return try await lookUp(prepared: sql, parameters, through: poller, reading: read) }
        #endif
        return try await withConnection { connection throws(Failure) in
            let result: PostgreSQLResult
            do throws(PostgreSQLError) {
                result = try connection.run(prepared: sql, parameters)
            } catch {
                throw Failure(postgreSQLError: error)
            }
            return try read(connection, result)
        }
    }
}

#if os(Linux)
    extension PostgreSQLConnectionPool {
        /// ``lookUp(prepared:_:reading:)`` through `poller`: the task sends, the poller reads.
        private func lookUp<T: Sendable, Failure: PostgreSQLErrorConvertible>(
            prepared sql: String, _ parameters: [PostgreSQLValue], through poller: PostgreSQLPoller,
            reading read: @escaping @Sendable (PostgreSQLConnection, PostgreSQLResult) throws(Failure) -> T
        ) async throws(Failure) -> T {
            guard let worker = await acquire() else { throw Failure(postgreSQLError: .closed) }
            defer { release(worker) }
            let connection: PostgreSQLConnection
            let result: PostgreSQLResult
            do throws(PostgreSQLError) {
                (connection, result) = try await exchange(sql, parameters, on: worker, through: poller)
            } catch {
                throw Failure(postgreSQLError: error)
            }
            return try read(connection, result)
        }

        /// Sends `sql` on `worker`'s connection (connecting and preparing first on its thread when
        /// needed) and awaits the answer through `poller`.
        private func exchange(
            _ sql: String, _ parameters: [PostgreSQLValue], on worker: PostgreSQLPoolWorker,
            through poller: PostgreSQLPoller
        ) async throws(PostgreSQLError) -> (PostgreSQLConnection, PostgreSQLResult) {
            if worker.openConnection?.preparedStatementIfKnown(sql) == nil {
                let (url, prepare) = (url, prepare)
                try await worker.thread.perform { () throws(PostgreSQLError) in
                    defer { worker.tidy() }
                    _ = try worker.connection(url: url, prepare: prepare).preparedStatement(sql)
                }
            }
            guard let connection = worker.openConnection,
                let statement = connection.preparedStatementIfKnown(sql)
            else {
                throw PostgreSQLError(
                    kind: .connection, message: "the connection broke as the statement was prepared", statement: sql)
            }
            defer { worker.dropIfBroken() }
            let flushing = try connection.send(prepared: statement, parameters, sql: sql)
            let answer = await poller.answer(
                on: PostgreSQLPoller.Handle(pointer: connection.handle), flushing: flushing)
            connection.endSending()
            return (connection, try connection.check(answer.get()?.pointer, statement: sql))
        }
    }
#endif
