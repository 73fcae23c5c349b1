import CSQLite
import Data
import Foundation

extension SQLiteError {
    /// What happened, in words a person can act on, naming the database file: the one place
    /// where SQLite's result codes become sentences (`DataSourceError(sqliteError:)` and store
    /// opening both use it). SQLite's own message follows for the record.
    var condition: String {
        let file = database.map { "the database \($0)" } ?? "the database"
        let detail = " (SQLite: \(message))"
        switch code {
        case SQLITE_CORRUPT:
            return "\(file) is damaged\(detail); restore it from a backup"
        case SQLITE_NOTADB:
            return "\(file) is not a SQLite database\(detail)"
        case SQLITE_IOERR where isDiskFull && isSharedMemoryFailure:
            // A read cannot go around this: every connection to a WAL database, readers too,
            // maps the -shm index beside it, and SQLite grows that file on first use.
            return "the disk holding \(file) is full\(detail): even reading needs room for its -shm index; "
                + "free some space and try again"
        case SQLITE_FULL,
            SQLITE_IOERR where isDiskFull:
            return "the disk holding \(file) is full\(detail); free some space and try again"
        case SQLITE_READONLY:
            return "\(file) is read-only\(detail)"
        case SQLITE_BUSY, SQLITE_LOCKED:
            let wait = lockWait.map { " for \(Self.seconds($0))" } ?? ""
            return "\(file) was locked by another process\(wait)\(detail)"
        case SQLITE_IOERR:
            return "the disk failed while reading or writing \(file)\(detail)"
        case SQLITE_CANTOPEN where database.map(Self.isOnReadOnlyFileSystem) == true:
            // WAL needs its -shm and -wal files beside the database; SQLite says only "unable to open".
            return "\(file) is read-only: its file system is mounted read-only\(detail)"
        case SQLITE_CANTOPEN:
            return "\(file) cannot be opened\(detail)"
        case SQLITE_PERM, SQLITE_AUTH:
            return "permission to use \(file) was denied\(detail)"
        case SQLITE_CONSTRAINT:
            return "a rule of \(file) was broken\(detail)"
        default:
            return "\(file) failed\(detail)"
        }
    }

    /// Whether an I/O failure came from a full disk: SQLite reports most of them as SQLITE_IOERR
    /// (growing the -shm index, syncing) with `ENOSPC` (or `EDQUOT`, a full quota) as its errno,
    /// or leaves the errno out while the file system holding the database has no free block.
    var isDiskFull: Bool {
        if let systemErrno { return systemErrno == ENOSPC || systemErrno == EDQUOT }
        return database.map(Self.isOnFullFileSystem) == true
    }

    /// Whether the failure was opening, growing or mapping the WAL's -shm index
    /// (SQLITE_IOERR_SHMOPEN, _SHMSIZE, _SHMMAP: SQLITE_IOERR with 18, 19, 21 in the high byte).
    private var isSharedMemoryFailure: Bool {
        [18, 19, 21].map { SQLITE_IOERR | $0 << 8 }.contains(extendedCode)
    }

    /// Whether the folder holding `path` is on a file system with no block left for this user.
    private static func isOnFullFileSystem(_ path: String) -> Bool {
        var info = statvfs()
        let folder = (path as NSString).deletingLastPathComponent
        guard statvfs(folder.isEmpty ? "." : folder, &info) == 0 else { return false }
        return info.f_bavail == 0
    }

    /// Whether the folder holding `path` is on a file system mounted read-only.
    private static func isOnReadOnlyFileSystem(_ path: String) -> Bool {
        var info = statvfs()
        let folder = (path as NSString).deletingLastPathComponent
        guard statvfs(folder.isEmpty ? "." : folder, &info) == 0 else { return false }
        return info.f_flag & UInt(ST_RDONLY) != 0
    }

    /// `duration` in seconds as people read them: "10 s", "0.4 s".
    private static func seconds(_ duration: Duration) -> String {
        let milliseconds = duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
        if milliseconds % 1000 == 0 { return "\(milliseconds / 1000) s" }
        let tenths = (milliseconds + 50) / 100
        return "\(tenths / 10).\(tenths % 10) s"
    }
}
