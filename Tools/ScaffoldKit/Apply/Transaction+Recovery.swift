extension Transaction {
    /// Finishes an apply that was interrupted, from its journal; returns what was done, or nil
    /// when no apply was interrupted.
    ///
    /// Every file must hold its bytes from before or from after the apply; then writing the rest
    /// leaves the tree exactly as the apply would have. A file holding anything else (edited
    /// since) stops recovery with nothing touched and the journal kept.
    static func recover(journal: String, in fileSystem: any FileSystem) throws(ScaffoldError) -> String? {
        guard let data = try fileSystem.read(journal) else {
            // Killed while writing the journal itself: nothing else was touched yet.
            fileSystem.removeTemporaryFile(for: journal)
            pruneEmptyFolders(after: [journal], fileSystem)
            return nil
        }
        let record = try Journal.decode(data, path: journal)
        var changed: [String] = []
        for entry in record.entries {
            fileSystem.removeTemporaryFile(for: entry.path)
            let current = try fileSystem.read(entry.path)
            if current != entry.before && current != entry.after { changed.append(entry.path) }
        }
        guard changed.isEmpty else {
            throw .unfinishedApply(
                "'\(record.title)' was interrupted, and since then these files changed: "
                    + changed.joined(separator: ", ") + ". Nothing was touched. Check them with git, then delete "
                    + journal + " (it holds every file's bytes from before and after the apply)"
            )
        }
        var finished = 0
        for entry in record.entries where try fileSystem.read(entry.path) != entry.after {
            if let after = entry.after {
                _ = try fileSystem.write(after, to: entry.path)
            } else {
                try fileSystem.remove(entry.path)
            }
            finished += 1
        }
        pruneEmptyFolders(after: record.entries.filter { $0.after == nil }.map(\.path), fileSystem)
        try fileSystem.remove(journal)
        pruneEmptyFolders(after: [journal], fileSystem)
        return "'\(record.title)' was interrupted; finished it from \(journal) (\(finished) of "
            + "\(record.entries.count) files were still to write): the tree is now as after it"
    }
}
