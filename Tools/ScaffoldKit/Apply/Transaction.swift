import Foundation

/// Applies a plan all or nothing. Before anything else changes, a journal of every file's bytes
/// before and after is written; each file is then replaced atomically; the journal goes last.
/// When a step fails every file touched so far is put back byte for byte; when the process dies
/// instead (SIGKILL, a crash), the next scaffold command finishes the apply from the journal
/// (``recover(journal:in:)``, in Transaction+Recovery.swift).
enum Transaction {
    /// Applies the writes of `plan` to `fileSystem`, journalled at `journal` when given.
    ///
    /// Each file must still hold what the plan saw; a file changed since is a failure too, so a
    /// plan never overwrites work it did not know about. A file that cannot be written (read-only,
    /// immutable) is found before anything is written.
    static func apply(_ plan: Plan, to fileSystem: any FileSystem, journal: String? = nil) throws(ScaffoldError) {
        let writes = plan.writes
        guard !writes.isEmpty else { return }
        for change in writes {
            let current = try fileSystem.read(change.path)
            guard current == change.before.map({ Data($0.utf8) }) else {
                throw .io("\(change.path) changed after the plan was made; run the command again")
            }
        }
        for path in writes.map(\.path) + (journal.map { [$0] } ?? []) {
            if let problem = fileSystem.writeProblem(path) { throw .unwritable(path: path, reason: problem) }
        }
        var journalFolders: [String] = []
        if let journal { journalFolders = try fileSystem.write(Journal(plan).encoded(), to: journal) }

        var done: [(path: String, original: Data?)] = []
        var createdFolders = journalFolders
        do throws(ScaffoldError) {
            for change in writes {
                let original = change.before.map { Data($0.utf8) }
                if let after = change.after {
                    createdFolders += try fileSystem.write(Data(after.utf8), to: change.path)
                } else {
                    try fileSystem.remove(change.path)
                }
                done.append((change.path, original))
            }
        } catch {
            let unrestored = rollback(done, fileSystem)
            guard unrestored.isEmpty else {
                var cause = "\(error)"
                if case .io(let message) = error { cause = message }
                throw .partlyRestored(cause: cause, unrestored: unrestored, journal: journal)
            }
            let failure = error
            if let journal {
                do throws(ScaffoldError) {
                    try fileSystem.remove(journal)
                } catch {
                    throw .unfinishedApply(
                        "\(failure); every file was put back, but \(journal) could not be removed: delete it, or the "
                            + "next scaffold command will finish the apply from it")
                }
            }
            for folder in createdFolders.reversed() { _ = fileSystem.removeDirectoryIfEmpty(folder) }
            throw failure
        }
        // Folders the removals emptied go while the journal still stands, so that a crash here is
        // finished by recovery too; the journal's own folder goes last.
        pruneEmptyFolders(after: writes.filter { $0.after == nil }.map(\.path), fileSystem)
        if let journal {
            try fileSystem.remove(journal)
            pruneEmptyFolders(after: [journal], fileSystem)
        }
    }

    /// Puts every changed file back; returns the paths that could not be restored.
    private static func rollback(_ done: [(path: String, original: Data?)], _ fileSystem: any FileSystem) -> [String] {
        var unrestored: [String] = []
        for entry in done.reversed() {
            do {
                if let original = entry.original {
                    _ = try fileSystem.write(original, to: entry.path)
                } else {
                    try fileSystem.remove(entry.path)
                }
            } catch {
                unrestored.append(entry.path)
            }
        }
        return unrestored
    }

    /// Removes folders that deleting files left empty, so `--remove` leaves no empty folders behind.
    static func pruneEmptyFolders(after removed: [String], _ fileSystem: any FileSystem) {
        for path in removed {
            var folder = parentFolder(of: path)
            while !folder.isEmpty, fileSystem.removeDirectoryIfEmpty(folder) {
                folder = parentFolder(of: folder)
            }
        }
    }
}
