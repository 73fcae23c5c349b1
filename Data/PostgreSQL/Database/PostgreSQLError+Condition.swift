import Data

extension PostgreSQLError {
    /// The SQLSTATEs a data source acts on, named. Anything else is still in
    /// ``PostgreSQLError/sqlState``; ``PostgreSQLError/condition`` is nil for it.
    ///
    /// A reference declared `ON DELETE RESTRICT` (or `NO ACTION`) is reported by PostgreSQL as
    /// ``foreignKeyViolation`` (23503), the same state as an insert naming a missing row:
    /// whether it was the parent or the child that was written is told by the statement that
    /// failed. ``restrictViolation`` (23001) is what triggers and extensions raise.
    public enum Condition: String, Sendable, Equatable, CaseIterable, CustomStringConvertible {
        /// 23505: a row with the same key already exists.
        case uniqueViolation = "23505"
        /// 23503: a reference names a row that does not exist, or a row still referenced was deleted.
        case foreignKeyViolation = "23503"
        /// 23001: a RESTRICT rule refused the change.
        case restrictViolation = "23001"
        /// 23502: NULL written to a NOT NULL column.
        case notNullViolation = "23502"
        /// 23514: a CHECK constraint refused the row.
        case checkViolation = "23514"
        /// 40001: a serializable or repeatable-read transaction lost a race; retrying it is safe.
        case serializationFailure = "40001"
        /// 40P01: two transactions waited on each other; the server aborted this one.
        case deadlockDetected = "40P01"
        /// 55P03: a lock was not granted within `lock_timeout`.
        case lockNotAvailable = "55P03"
        /// 57014: the statement was cancelled, e.g. by `statement_timeout`.
        case queryCanceled = "57014"
        /// 42P01: the table does not exist (a database that was never migrated).
        case undefinedTable = "42P01"

        /// The state's name as the PostgreSQL manual spells it, with spaces.
        public var description: String {
            switch self {
            case .uniqueViolation: "unique violation"
            case .foreignKeyViolation: "foreign key violation"
            case .restrictViolation: "restrict violation"
            case .notNullViolation: "not null violation"
            case .checkViolation: "check violation"
            case .serializationFailure: "serialization failure"
            case .deadlockDetected: "deadlock detected"
            case .lockNotAvailable: "lock not available"
            case .queryCanceled: "query canceled"
            case .undefinedTable: "undefined table"
            }
        }
    }

    /// The named condition of ``sqlState``, when it is one a data source acts on.
    public var condition: Condition? {
        sqlState.flatMap(Condition.init(rawValue:))
    }

    /// True for class 23, integrity constraint violations: the statement broke a rule of the
    /// schema and will fail the same way if repeated.
    public var isIntegrityViolation: Bool {
        sqlState?.hasPrefix("23") == true
    }

    /// True when running the whole transaction again may succeed: serialization failures and
    /// deadlocks.
    public var isTransient: Bool {
        condition == .serializationFailure || condition == .deadlockDetected
    }
}
