import Foundation

/// Applies a plan all or nothing: each file is replaced atomically, and when any step fails every
/// file touched so far is put back byte for byte and every folder created is removed.
enum Transaction {
    /// Applies the writes of `plan` to `fileSystem`.
    ///
    /// Each file must still hold what the plan saw; a file changed since is a failure too, so a
    /// plan never overwrites work it did not know about.
    static func apply(_ plan: Plan, to fileSystem: any FileSystem) throws(ScaffoldError) {
        var journal: [(path: String, original: Data?)] = []
        var createdFolders: [String] = []
        do throws(ScaffoldError) {
            for change in plan.writes {
                let current = try fileSystem.read(change.path)
                guard current == change.before.map({ Data($0.utf8) }) else {
                    throw .io("\(change.path) changed after the plan was made; run the command again")
                }
                journal.append((change.path, current))
                if let after = change.after {
                    createdFolders += try fileSystem.write(Data(after.utf8), to: change.path)
                } else {
                    try fileSystem.remove(change.path)
                }
            }
        } catch {
            let unrestored = rollback(journal, createdFolders, fileSystem)
            guard unrestored.isEmpty else {
                throw .io(
                    "\(error) and restoring failed for \(unrestored.joined(separator: ", ")); "
                        + "check these files with git"
                )
            }
            throw error
        }
        pruneEmptyFolders(after: plan, fileSystem)
    }

    /// Puts every journalled file back; returns the paths that could not be restored.
    private static func rollback(
        _ journal: [(path: String, original: Data?)], _ createdFolders: [String], _ fileSystem: any FileSystem
    ) -> [String] {
        var unrestored: [String] = []
        for entry in journal.reversed() {
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
        for folder in createdFolders.reversed() { _ = fileSystem.removeDirectoryIfEmpty(folder) }
        return unrestored
    }

    /// Removes folders that deleting files left empty, so `--remove` leaves no empty folders behind.
    private static func pruneEmptyFolders(after plan: Plan, _ fileSystem: any FileSystem) {
        for change in plan.writes where change.after == nil {
            var folder = parentFolder(of: change.path)
            while !folder.isEmpty, fileSystem.removeDirectoryIfEmpty(folder) {
                folder = parentFolder(of: folder)
            }
        }
    }
}
