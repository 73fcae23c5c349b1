import Data
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An open file descriptor with the few calls the file store needs, each throwing a
/// ``FileStoreError`` that names the file. Foundation's `FileHandle` does not promise that its
/// writes reached the disk, so durability goes through `write` and `fsync` here.
///
/// The descriptor closes when the value is released. Keeping a descriptor open also pins its
/// inode, so a new file renamed to the same path can never be mistaken for this one.
final class PosixFile {
    /// Where the file was opened, for error messages.
    let path: String
    let descriptor: Int32

    /// Opens `path` with `open(2)` flags; `O_CLOEXEC` is always added.
    init(path: String, flags: Int32, mode: mode_t = 0o644) throws(FileStoreError) {
        self.path = path
        let descriptor = open(path, flags | O_CLOEXEC, mode)
        guard descriptor >= 0 else { throw FileStoreError(file: path, problem: .io(operation: "open", errno: errno)) }
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// The identity and size of the open file.
    func status() throws(FileStoreError) -> FileStatus {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw failure("fstat") }
        return FileStatus(info)
    }

    /// `count` bytes from `offset`, fewer only at the end of the file.
    func read(from offset: Int, count: Int) throws(FileStoreError) -> Data {
        Data(try readBytes(from: offset, count: count))
    }

    /// The same bytes as an array, read straight into its storage.
    private func readBytes(from offset: Int, count: Int) throws(FileStoreError) -> [UInt8] {
        // Read into the array's uninitialised storage: filling it with zeros first was a pass over
        // every page of a snapshot before the read wrote them again.
        var error: FileStoreError?
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, total in
            do throws(FileStoreError) {
                total = try read(into: buffer, from: offset)
            } catch let failure {
                error = failure
            }
        }
        if let error { throw error }
        return bytes
    }

    /// Fills `buffer` with the bytes from `offset`, and says how many it read: fewer only at the
    /// end of the file.
    func read(into buffer: UnsafeMutableBufferPointer<UInt8>, from offset: Int) throws(FileStoreError) -> Int {
        var total = 0
        while total < buffer.count {
            let got = pread(
                descriptor, buffer.baseAddress.map { $0 + total }, buffer.count - total, off_t(offset + total))
            if got < 0, errno == EINTR { continue }
            if got < 0 { throw failure("read") }
            if got == 0 { break }
            total += got
        }
        return total
    }

    /// Writes all of `bytes` at `offset`, retrying short writes.
    func write(_ bytes: Data, at offset: Int) throws(FileStoreError) {
        var total = 0
        while total < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                pwrite(descriptor, buffer.baseAddress.map { $0 + total }, bytes.count - total, off_t(offset + total))
            }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { throw failure("write") }
            total += written
        }
    }

    /// Flushes the file's data and size to the disk; a write is durable only after this.
    func sync() throws(FileStoreError) {
        guard fsync(descriptor) == 0 else { throw failure("fsync") }
    }

    /// Cuts the file to `length` bytes.
    func truncate(to length: Int) throws(FileStoreError) {
        guard ftruncate(descriptor, off_t(length)) == 0 else { throw failure("ftruncate") }
    }

    /// Takes an advisory `flock` (`LOCK_SH` or `LOCK_EX`), waiting for other holders.
    func lock(_ operation: Int32) throws(FileStoreError) {
        while flock(descriptor, operation) != 0 {
            guard errno == EINTR else { throw failure("flock") }
        }
    }

    /// Releases the `flock`.
    func unlock() {
        _ = flock(descriptor, LOCK_UN)
    }

    private func failure(_ operation: String) -> FileStoreError {
        FileStoreError(file: path, problem: .io(operation: operation, errno: errno))
    }
}

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
