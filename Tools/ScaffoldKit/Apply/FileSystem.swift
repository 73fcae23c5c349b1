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
    /// Removes the folder at `path` when it is empty; true when it was removed.
    func removeDirectoryIfEmpty(_ path: String) -> Bool
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
                try FileManager.default.createDirectory(at: url(created), withIntermediateDirectories: false)
            }
            try data.write(to: url(path), options: .atomic)
        } catch {
            for created in missing.reversed() { _ = removeDirectoryIfEmpty(created) }
            throw .io("cannot write \(path): \(error.localizedDescription)")
        }
        return missing
    }

    func remove(_ path: String) throws(ScaffoldError) {
        guard FileManager.default.fileExists(atPath: url(path).path) else { return }
        do {
            try FileManager.default.removeItem(at: url(path))
        } catch {
            throw .io("cannot remove \(path): \(error.localizedDescription)")
        }
    }

    func removeDirectoryIfEmpty(_ path: String) -> Bool {
        guard let contents = try? FileManager.default.contentsOfDirectory(atPath: url(path).path), contents.isEmpty
        else { return false }
        return (try? FileManager.default.removeItem(at: url(path))) != nil
    }
}
