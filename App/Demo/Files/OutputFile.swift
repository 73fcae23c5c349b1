#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why `--output FILE` could not be written; the previous file, if any, is as it was.
struct OutputFileError: Error, CustomStringConvertible {
    /// The path given.
    let path: String
    /// What went wrong, in words.
    let reason: String

    var description: String { "cannot write \(path): \(reason)" }
}

/// Writes a whole output to a path the way a person expects of `-o FILE`: a regular file (or a
/// new one) is replaced atomically, so a failure half way (a full disk) leaves the previous file
/// intact; a symlink is followed and its target replaced, never the link itself; a FIFO or a
/// character device (`/dev/full`, a terminal) is written through, never renamed over; and one of
/// this process's own descriptors (`/dev/stdout`, `/dev/fd/N`, `/proc/self/fd/N`) is written
/// through that descriptor, where the shell opened it, whatever it is.
enum OutputFile {
    /// Writes what `spool` holds to `path`, a piece at a time.
    static func write(_ spool: SpoolFile, to path: String) throws(OutputFileError) {
        if let descriptor = OwnDescriptor.named(path) {
            // `>> log` opened it to append, `( demo ...; echo after ) > f` shares its offset, a
            // pipe has no name to rename over: writing to the descriptor honours each of them.
            return try writeAll(descriptor, spool, given: path)
        }
        let target = try resolved(path)
        var status = stat()
        if stat(target, &status) == 0 {
            switch status.st_mode & S_IFMT {
            case S_IFREG:
                try replace(target, with: spool, mode: status.st_mode & 0o7777, given: path)
            case S_IFIFO, S_IFCHR:
                try writeThrough(target, spool, given: path)
            case S_IFDIR:
                throw OutputFileError(path: path, reason: "it is a directory; give a file name")
            default:
                throw OutputFileError(path: path, reason: "it is neither a regular file, a FIFO nor a terminal")
            }
        } else if errno == ENOENT {
            let mask = umask(0)
            umask(mask)
            try replace(target, with: spool, mode: 0o666 & ~mask, given: path)
        } else {
            throw failure(path)
        }
    }

    /// `path` with every symlink along its last component followed (a dangling link gives the
    /// path it points to, so that the target is created, not the link replaced).
    private static func resolved(_ path: String) throws(OutputFileError) -> String {
        var current = path
        for _ in 0..<40 {
            guard let next = SymbolicLink.target(of: current) else {
                if errno == EINVAL || errno == ENOENT { return current }
                throw failure(path)
            }
            current = next
        }
        throw OutputFileError(path: path, reason: "too many levels of symbolic links")
    }

    /// Writes a temporary file beside `target`, syncs it, and renames it over `target`.
    private static func replace(
        _ target: String, with spool: SpoolFile, mode: mode_t, given path: String
    )
        throws(OutputFileError)
    {
        let folder = SymbolicLink.directory(of: target)
        let name = target.split(separator: "/").last.map(String.init) ?? "output"
        var template = Array("\(folder)/.\(name).XXXXXX".utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { throw failure(path) }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        do throws(OutputFileError) {
            defer { close(descriptor) }
            guard fchmod(descriptor, mode) == 0 else { throw failure(path) }
            try writeAll(descriptor, spool, given: path)
            guard fsync(descriptor) == 0 else { throw failure(path) }
        } catch {
            unlink(temporary)
            throw error
        }
        guard rename(temporary, target) == 0 else {
            let error = failure(path)
            unlink(temporary)
            throw error
        }
        // The rename itself lasts only once the folder is synced.
        let folderDescriptor = open(folder, O_RDONLY | O_DIRECTORY)
        if folderDescriptor >= 0 {
            fsync(folderDescriptor)
            close(folderDescriptor)
        }
    }

    private static func writeThrough(_ target: String, _ spool: SpoolFile, given path: String) throws(OutputFileError) {
        let descriptor = open(target, O_WRONLY | O_NOCTTY)
        guard descriptor >= 0 else { throw failure(path) }
        defer { close(descriptor) }
        try writeAll(descriptor, spool, given: path)
    }

    private static func writeAll(_ descriptor: Int32, _ spool: SpoolFile, given path: String) throws(OutputFileError) {
        try spool.forEachPiece { piece throws(OutputFileError) in try SpoolFile.writeAll(descriptor, piece, given: path)
        }
    }

    private static func failure(_ path: String) -> OutputFileError {
        SpoolFile.failure(path)
    }
}
