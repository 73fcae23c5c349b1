import Data
import Foundation

extension FileStoreState {
    /// Folds the journal into a new snapshot once the journal holds more bytes than the snapshot
    /// (and at least ``FileStoreFormat/minimumCompactionBytes``). Each write adds its own size to
    /// the journal and a compaction rewrites the store once, so the cost per write stays flat.
    ///
    /// Runs after a write has committed, under the exclusive lock. A failure (a full disk, say)
    /// is not reported: the write is durable in the journal and the old snapshot and journal
    /// are intact. It is retried only once the journal has grown as much again, so that a
    /// lasting failure does not make every write pay for a whole snapshot.
    mutating func compactIfDue() {
        guard let journal, let snapshot else { return }
        let threshold = max(snapshot.status.size, FileStoreFormat.minimumCompactionBytes)
        guard journal.consumed > threshold + compactionBackoff else { return }
        do {
            try compact(after: snapshot.generation)
            compactionBackoff = 0
        } catch {
            compactionBackoff = journal.consumed
        }
    }

    /// Rewrites a store loaded from files of an older format version (snapshot or journal) in
    /// the current one, as a compaction does: a new snapshot of the next generation, renamed
    /// over the old one, then a new journal. At every instant the folder holds a loadable
    /// store, old or new; a crash in between leaves the new snapshot with the old journal,
    /// which its older generation marks as folded in. Runs under the exclusive lock.
    mutating func upgradeIfOlder() throws(FileStoreError) {
        guard let snapshot else { return }
        // A journal of an older generation was folded in already: its version does not matter.
        let current = journal?.header.flatMap { $0.generation == snapshot.generation ? $0 : nil }
        let journalVersion = current?.formatVersion ?? FileStoreFormat.version
        guard snapshot.formatVersion < FileStoreFormat.version || journalVersion < FileStoreFormat.version else {
            return
        }
        try compact(after: snapshot.generation)
    }

    /// Writes the tables as snapshot `generation + 1`, then an empty journal continuing it. A
    /// crash between the two renames leaves the new snapshot with the old journal, whose older
    /// generation marks it as already folded in.
    private mutating func compact(after generation: Int) throws(FileStoreError) {
        let next = generation + 1
        let snapshotPath = folder.path(FileStoreFormat.snapshotFile)
        // The snapshot names the journal it folds in, so that a crash before the second rename
        // leaves a journal that is recognised as folded, and no other.
        try journal?.preserveTornTail()
        let folded = journal.flatMap { journal in
            journal.header.map {
                FoldedJournal(generation: $0.generation, bytes: journal.consumed, digest: journal.digest.hex)
            }
        }
        var contents = index.snapshot(generation: next)
        contents.folded = folded
        try folder.replace(FileStoreFormat.snapshotFile, with: contents.encoded(file: snapshotPath))
        snapshot = try LoadedSnapshot.written(path: snapshotPath, generation: next, folded: folded)
        journal = try startJournal(generation: next)
    }
}
