import Data
import Domain
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Everything one process knows about a file store, and the synchronous steps of reading and
/// writing it: take the lock, catch up with the files, check the rules, append, apply.
///
/// Not thread-safe; ``FileStore`` (an actor) owns it.
struct FileStoreState {
    let folder: StoreFolder
    private let lock: PosixFile
    var index = TableSet()
    /// `snapshot.json` as last loaded or written.
    var snapshot: LoadedSnapshot?
    var journal: Journal?
    /// Extra journal bytes to wait for before retrying a compaction that failed.
    var compactionBackoff = 0
    /// Changes committed since the last call to ``takeChanges()``, by this process or another.
    private var changes: [[String: ChangeSet<UUID>]] = []

    /// Opens the store in `directory`, creating an empty one when the folder holds none.
    init(directory: URL) throws(FileStoreError) {
        folder = try StoreFolder(creating: directory)
        lock = try PosixFile(path: folder.path(FileStoreFormat.lockFile), flags: O_RDWR | O_CREAT)
        try lock.lock(LOCK_EX)
        defer { lock.unlock() }
        try createIfEmpty()
        try catchUp()
        // Best effort: a store that cannot be upgraded now (a read-only folder) can still be
        // read; the first write retries, and reports the failure.
        try? upgradeIfOlder()
        changes.removeAll()
    }

    /// Runs `body` on tables that hold every write committed so far by any process.
    mutating func read<T>(_ body: (TableSet) throws(DataSourceError) -> T) throws(DataSourceError) -> T {
        try fileStore { () throws(FileStoreError) in try lock.lock(LOCK_SH) }
        defer { lock.unlock() }
        try fileStore { () throws(FileStoreError) in try catchUp() }
        return try body(index)
    }

    /// Commits the change `plan` makes from up-to-date tables, holding the exclusive lock from
    /// the check of the rules to the `fsync`, so that no other process can write in between.
    mutating func write<T>(
        _ plan: (TableSet) throws(DataSourceError) -> (TableChange, T)
    ) throws(DataSourceError) -> T {
        try fileStore { () throws(FileStoreError) in try lock.lock(LOCK_EX) }
        defer { lock.unlock() }
        try fileStore { () throws(FileStoreError) in
            try catchUp()
            try upgradeIfOlder()
        }
        let (change, result) = try plan(index)
        try fileStore { () throws(FileStoreError) in try journalForWriting().append(change) }
        changes.append(index.apply(change))
        compactIfDue()
        return result
    }

    /// The change sets committed since the last call, oldest first.
    mutating func takeChanges() -> [[String: ChangeSet<UUID>]] {
        defer { changes.removeAll() }
        return changes
    }

    /// Brings the tables up to date with the files: nothing when they are as last seen, the new
    /// journal lines when only the journal grew, a full reload when a file was replaced.
    private mutating func catchUp() throws(FileStoreError) {
        guard let snapshot else { return try reload() }
        let snapshotStatus = try FileStatus.of(path: folder.path(FileStoreFormat.snapshotFile))
        guard snapshotStatus == snapshot.status else { return try reload() }
        let journalStatus = try FileStatus.of(path: folder.path(FileStoreFormat.journalFile))
        guard let journal else {
            if journalStatus != nil { try reload() }
            return
        }
        guard journal.isFile(journalStatus) else { return try reload() }
        guard !journal.isUpToDate(with: journalStatus) else { return }
        try journal.readHeader()
        guard journal.header?.generation == snapshot.generation else { return }
        // Replayed on a copy, so that a refused line leaves the tables as they were.
        var updated = index
        var found: [[String: ChangeSet<UUID>]] = []
        try journal.readEntries { change throws(ReplayRefusal) in found.append(try updated.replay(change)) }
        index = updated
        changes += found
    }

    /// Loads the snapshot and replays its journal into new tables; on any error the state
    /// stays as it was and the files are not touched.
    private mutating func reload() throws(FileStoreError) {
        var (loaded, newIndex) = try LoadedSnapshot.load(path: folder.path(FileStoreFormat.snapshotFile))
        let newJournal = try Journal.open(path: folder.path(FileStoreFormat.journalFile))
        if let newJournal {
            try newJournal.readHeader()
            if let header = newJournal.header, header.generation != loaded.generation {
                try Self.checkFolded(newJournal, header: header, into: loaded)
            }
            if newJournal.header?.generation == loaded.generation {
                try newJournal.readEntries { change throws(ReplayRefusal) in _ = try newIndex.replay(change) }
            }
        }
        if snapshot != nil {
            changes.append(index.changes(to: newIndex))
        }
        index = newIndex
        snapshot = loaded
        journal = newJournal
    }

    /// The journal to append to: the current one, or a new empty one continuing the snapshot
    /// when the file is missing, torn before its first line, or left over from a generation the
    /// snapshot already holds (a crash between the two renames of a compaction).
    private mutating func journalForWriting() throws(FileStoreError) -> Journal {
        if let journal, let snapshot, journal.header?.generation == snapshot.generation {
            return journal
        }
        try journal?.preserveTornTail()
        let generation = snapshot?.generation ?? 1
        let fresh = try startJournal(generation: generation)
        journal = fresh
        return fresh
    }

    /// Replaces the journal with an empty one continuing snapshot `generation`, and opens it.
    func startJournal(generation: Int) throws(FileStoreError) -> Journal {
        try folder.replace(FileStoreFormat.journalFile, with: Journal.headerLine(generation: generation))
        guard let fresh = try Journal.open(path: folder.path(FileStoreFormat.journalFile)) else {
            throw FileStoreError(
                file: folder.path(FileStoreFormat.journalFile), problem: .io(operation: "open", errno: ENOENT))
        }
        try fresh.readHeader()
        return fresh
    }

    /// Accepts a journal of another generation than the snapshot's only when it is the very one
    /// the snapshot folded in (a crash between a compaction's two renames left it); any other is
    /// an error naming both files, and neither is touched.
    private static func checkFolded(
        _ journal: Journal, header: JournalHeader, into snapshot: LoadedSnapshot
    ) throws(FileStoreError) {
        let snapshotPath = snapshot.file.path
        let found =
            "the journal continues generation \(header.generation) but \(snapshotPath) is generation "
            + "\(snapshot.generation)"
        if header.generation > snapshot.generation {
            throw FileStoreError(
                file: journal.file.path, problem: .inconsistent(found + "; the journal is ahead of its snapshot"),
                line: 1, byteOffset: 0)
        }
        guard let folded = snapshot.folded, try journal.holds(folded) else {
            throw FileStoreError(
                file: journal.file.path,
                problem: .inconsistent(
                    found + " and did not fold this journal in, so its writes may be missing from the snapshot: "
                        + "move one of the two files aside, or put back the journal of generation "
                        + "\(snapshot.generation)"),
                line: 1, byteOffset: 0)
        }
    }

    /// Writes the first snapshot of a new store; a journal without a snapshot is an error, not
    /// something to start over from.
    private func createIfEmpty() throws(FileStoreError) {
        let snapshotPath = folder.path(FileStoreFormat.snapshotFile)
        guard try FileStatus.of(path: snapshotPath) == nil else { return }
        let journalPath = folder.path(FileStoreFormat.journalFile)
        guard try FileStatus.of(path: journalPath) == nil else {
            throw FileStoreError(file: snapshotPath, problem: .inconsistent("missing, but \(journalPath) exists"))
        }
        let empty = TableSet().snapshot(generation: 1)
        try folder.replace(FileStoreFormat.snapshotFile, with: empty.encoded(file: snapshotPath))
        try folder.replace(FileStoreFormat.journalFile, with: Journal.headerLine(generation: 1))
    }
}
