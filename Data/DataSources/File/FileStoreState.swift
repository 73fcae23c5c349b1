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
    var index = FileStoreIndex()
    /// `snapshot.json` as last loaded or written.
    var snapshot: LoadedSnapshot?
    var journal: Journal?
    /// Extra journal bytes to wait for before retrying a compaction that failed.
    var compactionBackoff = 0
    /// Changes committed since the last call to ``takeChanges()``, by this process or another.
    private var changes: [(todos: ChangeSet<UUID>, projects: ChangeSet<UUID>)] = []

    /// Opens the store in `directory`, creating an empty one when the folder holds none.
    init(directory: URL) throws(FileStoreError) {
        folder = try StoreFolder(creating: directory)
        lock = try PosixFile(path: folder.path(FileStoreFormat.lockFile), flags: O_RDWR | O_CREAT)
        try lock.lock(LOCK_EX)
        defer { lock.unlock() }
        try createIfEmpty()
        try catchUp()
        changes.removeAll()
    }

    /// Runs `body` on an index that holds every write committed so far by any process.
    mutating func read<T>(_ body: (FileStoreIndex) throws(DataSourceError) -> T) throws(DataSourceError) -> T {
        try fileStore { () throws(FileStoreError) in try lock.lock(LOCK_SH) }
        defer { lock.unlock() }
        try fileStore { () throws(FileStoreError) in try catchUp() }
        return try body(index)
    }

    /// Commits the entry `plan` makes from an up-to-date index, holding the exclusive lock from
    /// the check of the rules to the `fsync`, so that no other process can write in between.
    mutating func write<T>(
        _ plan: (FileStoreIndex) throws(DataSourceError) -> (JournalEntry, T)
    ) throws(DataSourceError) -> T {
        try fileStore { () throws(FileStoreError) in try lock.lock(LOCK_EX) }
        defer { lock.unlock() }
        try fileStore { () throws(FileStoreError) in try catchUp() }
        let (entry, result) = try plan(index)
        try fileStore { () throws(FileStoreError) in try journalForWriting().append(entry) }
        changes.append(index.apply(entry))
        compactIfDue()
        return result
    }

    /// The change sets committed since the last call, oldest first.
    mutating func takeChanges() -> [(todos: ChangeSet<UUID>, projects: ChangeSet<UUID>)] {
        defer { changes.removeAll() }
        return changes
    }

    /// Brings the index up to date with the files: nothing when they are as last seen, the new
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
        for entry in try journal.readEntries() {
            changes.append(index.apply(entry))
        }
    }

    /// Loads the snapshot and replays its journal into a new index; on any error the state
    /// stays as it was and the files are not touched.
    private mutating func reload() throws(FileStoreError) {
        var (loaded, newIndex) = try LoadedSnapshot.load(path: folder.path(FileStoreFormat.snapshotFile))
        let newJournal = try Journal.open(path: folder.path(FileStoreFormat.journalFile))
        if let newJournal {
            try newJournal.readHeader()
            if let header = newJournal.header, header.generation > loaded.generation {
                throw FileStoreError(
                    file: newJournal.file.path,
                    problem: .inconsistent(
                        "the journal continues generation \(header.generation), the snapshot is \(loaded.generation)"),
                    line: 1, byteOffset: 0)
            }
            if newJournal.header?.generation == loaded.generation {
                for entry in try newJournal.readEntries() {
                    newIndex.apply(entry)
                }
            }
        }
        if snapshot != nil {
            changes.append(index.differences(to: newIndex))
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
        let generation = snapshot?.generation ?? 1
        try folder.replace(FileStoreFormat.journalFile, with: Journal.headerLine(generation: generation))
        guard let fresh = try Journal.open(path: folder.path(FileStoreFormat.journalFile)) else {
            throw FileStoreError(
                file: folder.path(FileStoreFormat.journalFile), problem: .io(operation: "open", errno: ENOENT))
        }
        try fresh.readHeader()
        journal = fresh
        return fresh
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
        let empty = Snapshot(generation: 1, projects: [], todos: [])
        try folder.replace(FileStoreFormat.snapshotFile, with: empty.encoded())
        try folder.replace(FileStoreFormat.journalFile, with: Journal.headerLine(generation: 1))
    }
}
