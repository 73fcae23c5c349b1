import Data
import Domain

extension DataSourceError: PostgreSQLErrorConvertible {
    /// A PostgreSQL failure the data source has no more specific meaning for: `.unavailable`
    /// when trying again may succeed (the server could not be reached or the connection broke,
    /// a serialization failure or deadlock, a lock or statement timeout), else `.storage`. The
    /// summary leaves the SQL out (a server passes it on to its clients); the ``PostgreSQLError``
    /// travels whole as the evidence's underlying error: SQLSTATE, message, detail and statement.
    package init(postgreSQLError error: PostgreSQLError) {
        let retryable: [PostgreSQLError.Condition?] = [.lockNotAvailable, .queryCanceled]
        if error.kind == .connection || error.isTransient || retryable.contains(error.condition) {
            self = .unavailable(FailureEvidence(error.summary, underlying: error))
        } else {
            self = .storage(FailureEvidence(error.summary, underlying: error))
        }
    }
}
