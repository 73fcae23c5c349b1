import Foundation

/// The files the scaffold reads and writes, by path relative to the repository root.
///
/// A protocol so that tests can make any write fail and check that the rollback restores the tree.
protocol FileSystem {
    /// The bytes of the file at `path`, or nil when there is none.
    func read(_ path: String) throws(ScaffoldError) -> Data?
    /// Replaces the file at `path` atomically (temporary file, then rename), creating missing
    /// folders; returns the folders it created, outermost first.
    func write(_ data: Data, to path: String) throws(ScaffoldError) -> [String]
    /// Removes the file at `path`; nothing when there is none.
    func remove(_ path: String) throws(ScaffoldError)
    /// Removes the folder at `path` when it is empty; true when it is gone afterwards (removed, or
    /// there was none), so that pruning walks on past a folder an interrupted run already removed.
    func removeDirectoryIfEmpty(_ path: String) -> Bool
    /// Every regular file under the folder `path`, as paths relative to the root; empty when
    /// there is no such folder.
    func files(under path: String) -> [String]
    /// Why the file at `path` could not be replaced or removed (read-only, immutable, a folder
    /// in the way), or nil when nothing stands in the way; asked before anything is written.
    func writeProblem(_ path: String) -> String?
    /// Removes the temporary file an interrupted write of `path` left beside it, if any.
    func removeTemporaryFile(for path: String)
}

/// The folder part of a relative path (`A/B/C.swift` -> `A/B`), empty at the top.
func parentFolder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return String(path[..<slash])
}

extension FileSystem {
    /// The text of the file at `path`, or nil when there is none.
    func readText(_ path: String) throws(ScaffoldError) -> String? {
        try read(path).map { String(decoding: $0, as: UTF8.self) }
    }
}

/// The real tree under `root`.
struct DiskFileSystem: FileSystem {
    /// The repository root.
    let root: URL
    /// Microseconds slept before each step of a write (creating a folder, renaming a written
    /// temporary file into place), so that fault tests can kill the process mid-apply; 0 in use.
    var pause: UInt32 = 0

    private func url(_ path: String) -> URL { root.appending(path: path) }

    func read(_ path: String) throws(ScaffoldError) -> Data? {
        let url = url(path)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return nil }
        guard !isDirectory.boolValue else { throw .io("\(path) is a folder, not a file") }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw .io("cannot read \(path): \(error.localizedDescription)")
        }
    }

    func write(_ data: Data, to path: String) throws(ScaffoldError) -> [String] {
        var missing: [String] = []
        var folder = parentFolder(of: path)
        while !folder.isEmpty, !FileManager.default.fileExists(atPath: url(folder).path) {
            missing.insert(folder, at: 0)
            folder = parentFolder(of: folder)
        }
        do {
            for created in missing {
                if pause > 0 { usleep(pause) }
                try FileManager.default.createDirectory(at: url(created), withIntermediateDirectories: false)
            }
            try AtomicFile.write(data, to: url(path), pause: pause)
        } catch let failure as AtomicFile.Failure {
            for created in missing.reversed() { _ = removeDirectoryIfEmpty(created) }
            throw .io("cannot write \(path): \(failure.reason)")
        } catch {
            for created in missing.reversed() { _ = removeDirectoryIfEmpty(created) }
            throw .io("cannot write \(path): \(error.localizedDescription)")
        }
        return missing
    }

    func removeTemporaryFile(for path: String) {
        let temporary = AtomicFile.temporaryURL(for: url(path))
        if FileManager.default.fileExists(atPath: temporary.path) { try? FileManager.default.removeItem(at: temporary) }
    }

    func remove(_ path: String) throws(ScaffoldError) {
        guard FileManager.default.fileExists(atPath: url(path).path) else { return }
        if pause > 0 { usleep(pause) }
        do {
            try FileManager.default.removeItem(at: url(path))
        } catch {
            throw .io("cannot remove \(path): \(error.localizedDescription)")
        }
    }

    func removeDirectoryIfEmpty(_ path: String) -> Bool {
        guard FileManager.default.fileExists(atPath: url(path).path) else { return true }
        guard let contents = try? FileManager.default.contentsOfDirectory(atPath: url(path).path), contents.isEmpty
        else { return false }
        return (try? FileManager.default.removeItem(at: url(path))) != nil
    }

    func files(under path: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: url(path).path) else { return [] }
        var result: [String] = []
        while let relative = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let full = path + "/" + relative
            if FileManager.default.fileExists(atPath: url(full).path, isDirectory: &isDirectory), !isDirectory.boolValue
            {
                result.append(full)
            }
        }
        return result
    }

    func writeProblem(_ path: String) -> String? {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url(path).path, isDirectory: &isDirectory) {
            if isDirectory.boolValue { return "it is a folder" }
            // access(2) answers for the caller, root included: an immutable file is refused even
            // to root, a read-only one only to others.
            if access(url(path).path, W_OK) != 0 { return Self.reason(errno) }
        }
        // Replacing or creating a file renames into its folder: the nearest existing one must be writable.
        var folder = parentFolder(of: path)
        while !folder.isEmpty, !FileManager.default.fileExists(atPath: url(folder).path) {
            folder = parentFolder(of: folder)
        }
        let folderURL = folder.isEmpty ? root : url(folder)
        if access(folderURL.path, W_OK) != 0 {
            return "its folder \(folder.isEmpty ? "." : folder) is not writable (\(Self.reason(errno)))"
        }
        return nil
    }

    private static func reason(_ code: Int32) -> String {
        switch code {
        case EACCES: "it is read-only (permission denied)"
        case EPERM: "it is immutable (operation not permitted; see lsattr)"
        case EROFS: "it is on a read-only file system"
        default: String(cString: strerror(code))
        }
    }
}
