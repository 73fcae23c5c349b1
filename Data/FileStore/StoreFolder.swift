import Data
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The folder of one file store: paths of its files, and the one way a whole file is replaced.
struct StoreFolder {
    let path: String

    /// The folder at `url`, created with its parents when missing.
    init(creating url: URL) throws(FileStoreError) {
        path = url.standardizedFileURL.path
        var prefix = ""
        for component in path.split(separator: "/") {
            let parent = prefix.isEmpty ? "/" : prefix
            prefix += "/" + component
            if mkdir(prefix, 0o755) == 0 {
                // A new folder's own entry lives in its parent: make it survive a power cut too.
                try Self.sync(folder: parent)
            } else if errno != EEXIST {
                throw FileStoreError(file: prefix, problem: .io(operation: "mkdir", errno: errno))
            }
        }
    }

    /// The full path of the file `name` in this folder.
    func path(_ name: String) -> String {
        path + "/" + name
    }

    /// Replaces file `name` with `contents` so that a crash leaves either the old file or the new
    /// one, never a mix: write a temporary file, `fsync` it, rename it over, `fsync` the folder
    /// (without which the rename itself may not survive a power cut).
    func replace(_ name: String, with contents: Data) throws(FileStoreError) {
        let temporary = path(name + FileStoreFormat.temporarySuffix)
        let file = try PosixFile(path: temporary, flags: O_WRONLY | O_CREAT | O_TRUNC)
        try file.write(contents, at: 0)
        try file.sync()
        guard rename(temporary, path(name)) == 0 else {
            throw FileStoreError(file: path(name), problem: .io(operation: "rename", errno: errno))
        }
        try syncFolder()
    }

    /// Makes the folder's entries (creations, renames) durable.
    func syncFolder() throws(FileStoreError) {
        try Self.sync(folder: path)
    }

    private static func sync(folder path: String) throws(FileStoreError) {
        let folder = try PosixFile(path: path, flags: O_RDONLY | O_DIRECTORY)
        try folder.sync()
    }
}
