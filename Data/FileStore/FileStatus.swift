import Data

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `stat` says about a file: enough to tell whether another process replaced or grew it.
struct FileStatus: Equatable {
    /// Device and inode: which file this is. A rename over the path gives a new inode.
    let device: UInt64
    let inode: UInt64
    /// Length in bytes.
    let size: Int
    /// Last modification, in nanoseconds, to notice an edit made in place.
    let modified: Int64

    init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int(info.st_size)
        #if canImport(Darwin)
            modified = Int64(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(info.st_mtimespec.tv_nsec)
        #else
            modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        #endif
    }

    /// True when both describe the same file (not necessarily the same contents).
    func isSameFile(as other: FileStatus) -> Bool {
        device == other.device && inode == other.inode
    }

    /// The status of the file at `path`, or nil when there is none.
    static func of(path: String) throws(FileStoreError) -> FileStatus? {
        var info = stat()
        guard stat(path, &info) == 0 else {
            if errno == ENOENT { return nil }
            throw FileStoreError(file: path, problem: .io(operation: "stat", errno: errno))
        }
        return FileStatus(info)
    }
}
