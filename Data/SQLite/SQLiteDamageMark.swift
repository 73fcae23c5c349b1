import CSQLite
import Data
import Domain
import Synchronization

/// How a SQLite file that a read or write found damaged stays known as damaged to the processes
/// that open it later: its header's `PRAGMA application_id` holds ``applicationID``.
///
/// SQLite finds damage only on the pages a statement reads, so a write that touches none of the
/// damaged pages succeeds on a file whose listing fails. Checking every page before each write
/// would make a one-row write cost the whole file (`PRAGMA quick_check`: about 0.3 s of CPU at
/// 200,000 todos), so the store remembers damage instead: once any statement reports it, the
/// store refuses writes, and marks the file so that the next process does too. A marked file is
/// checked in full when it opens: one that checks clean (repaired, say with `REINDEX`) is
/// unmarked; a restored backup never carried the mark.
enum SQLiteDamageMark {
    /// "DMGD": no file of this app has another application id. Every open reads it
    /// (`SQLiteStore.open`); the rest of this file runs only once damage was found.
    static let applicationID: Int64 = 0x444D_4744

    /// Marks the file damaged; a header write, which touches no damaged page of a table.
    static func mark(_ connection: SQLiteConnection) throws(SQLiteError) {
        // A pragma takes no parameters; the value is our own integer constant.
        try connection.execute("PRAGMA application_id = \(applicationID)")
    }

    /// Checks every page of a marked file: nil, and the mark removed, when it is whole again;
    /// else the damage found, as SQLite reports damage.
    static func recheck(_ connection: SQLiteConnection, path: String) throws(SQLiteError) -> SQLiteError? {
        let check = try connection.prepare("PRAGMA quick_check(1)")
        let verdict = try check.step() ? check.string(at: 0) : "no answer"
        check.reset()
        guard verdict != "ok" else {
            try connection.execute("PRAGMA application_id = 0")
            return nil
        }
        // "*** in database main ***\nPage 46: free space corruption": the findings, on one line.
        let findings = verdict.split(separator: "\n").filter { !$0.hasPrefix("***") }.joined(separator: "; ")
        return SQLiteError(extendedCode: SQLITE_CORRUPT, message: findings, database: path)
    }

    /// Whether `error` says the file is damaged.
    static func isDamage(_ error: DataSourceError) -> Bool {
        guard case .storage(let evidence) = error else { return false }
        return (evidence.underlying as? SQLiteError)?.code == SQLITE_CORRUPT
    }
}

extension SQLiteStore {
    /// Remembers `error` when it says the file is damaged, and marks the file so (best effort:
    /// a file that cannot take the mark is still refused by this store).
    func noteDamage(_ error: DataSourceError) async {
        guard SQLiteDamageMark.isDamage(error), case .storage(let evidence) = error else { return }
        damage.withLock { (found: inout FailureEvidence?) in
            if found == nil { found = evidence }
        }
        _ = try? await writer.run { session throws(DataSourceError) in
            try sqlite { () throws(SQLiteError) in try SQLiteDamageMark.mark(session.connection) }
        }
    }
}
