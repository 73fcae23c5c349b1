import Foundation

#if canImport(Glibc)
    import Glibc

    private let systemWrite = Glibc.write
#elseif canImport(Darwin)
    import Darwin

    private let systemWrite = Darwin.write
#endif

/// Replaces a file in one step: the bytes go to a temporary file beside it, which is then renamed
/// over it, so the file is always either wholly old or wholly new. The temporary file has a fixed
/// name, so that recovery after a crash knows what to clean up.
enum AtomicFile {
    /// Why a write failed, as the system tells it (`Permission denied`).
    struct Failure: Error {
        /// The system's reason.
        let reason: String
    }

    /// The temporary file beside `name`: `.Product.swift.scaffold-tmp` for `Product.swift`.
    static func temporaryName(for name: String) -> String { "." + name + ".scaffold-tmp" }

    /// The temporary file for the file at `url`.
    static func temporaryURL(for url: URL) -> URL {
        url.deletingLastPathComponent().appending(path: temporaryName(for: url.lastPathComponent))
    }

    /// Writes `data` to `url` through the temporary file, keeping an existing file's permissions.
    /// `pause` (microseconds, for fault tests) is slept with the temporary file written but not
    /// yet renamed, the moment a crash is most interesting.
    static func write(_ data: Data, to url: URL, pause: UInt32 = 0) throws(Failure) {
        let temporary = temporaryURL(for: url)
        var status = stat()
        let mode = stat(url.path, &status) == 0 ? status.st_mode & 0o7777 : 0o644
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC, mode)
        guard descriptor >= 0 else { throw failure("cannot create \(temporary.lastPathComponent)") }
        let written = data.withUnsafeBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let count = systemWrite(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                guard count > 0 else { return false }
                offset += count
            }
            return true
        }
        let closed = close(descriptor) == 0
        guard written, closed else {
            let error = failure("cannot write")
            unlink(temporary.path)
            throw error
        }
        if pause > 0 { usleep(pause) }
        guard rename(temporary.path, url.path) == 0 else {
            let error = failure("cannot replace it")
            unlink(temporary.path)
            throw error
        }
    }

    private static func failure(_ what: String) -> Failure {
        Failure(reason: "\(what): \(String(cString: strerror(errno)))")
    }
}
