#if canImport(Glibc)
    import Glibc

    private let systemWrite = Glibc.write
    private let systemRead = Glibc.read
#elseif canImport(Darwin)
    import Darwin

    private let systemWrite = Darwin.write
    private let systemRead = Darwin.read
#endif

/// Where `demo export` puts its lines while it reads the store: an unnamed temporary file.
///
/// An export is read a page at a time so that the demo holds one page, whatever the store's
/// size; but it is only known to be importable once the projects are read again after the last
/// page (``/Domain/ExportUseCase``), and when they changed it starts again. So the lines go here
/// first, where they can be taken back, and reach standard output or `--output FILE` only once
/// they are complete. The file is unlinked as soon as it is made, so nothing stays behind when
/// the process is killed.
final class SpoolFile {
    private let descriptor: Int32
    /// How errors name the file: its folder, and the variable that chooses it.
    private let name: String

    /// Makes the file in `$TMPDIR` (or `/tmp`).
    init() throws(OutputFileError) {
        let folder = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array("\(folder)/demo-export.XXXXXX".utf8CString)
        let made = mkstemp(&template)
        name = "a temporary file in \(folder) (TMPDIR)"
        guard made >= 0 else { throw Self.failure(name) }
        unlink(template)
        descriptor = made
    }

    deinit {
        close(descriptor)
    }

    /// Adds `text` at the end.
    func append(_ text: String) throws(OutputFileError) {
        try Self.writeAll(descriptor, Array(text.utf8), given: name)
    }

    /// Takes back everything written so far.
    func empty() throws(OutputFileError) {
        guard ftruncate(descriptor, 0) == 0, lseek(descriptor, 0, SEEK_SET) == 0 else {
            throw Self.failure(name)
        }
    }

    /// Hands what was written to `body` from the start, 64 KiB at a time, each piece ending at a
    /// line's end (so that no character is cut in two), and leaves the file ready to append.
    func forEachPiece(_ body: ([UInt8]) throws(OutputFileError) -> Void) throws(OutputFileError) {
        guard lseek(descriptor, 0, SEEK_SET) == 0 else { throw Self.failure(name) }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var carried: [UInt8] = []
        while true {
            let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw Self.failure(name)
            }
            if count == 0 { break }
            carried += buffer[0..<count]
            if let lastNewline = carried.lastIndex(of: UInt8(ascii: "\n")) {
                try body(Array(carried[...lastNewline]))
                carried.removeSubrange(...lastNewline)
            }
        }
        if !carried.isEmpty { try body(carried) }
    }

    /// Writes all of `bytes` to `descriptor`, through interruptions; `path` names it in errors.
    static func writeAll(_ descriptor: Int32, _ bytes: [UInt8], given path: String) throws(OutputFileError) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                systemWrite(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw failure(path)
            }
            offset += written
        }
    }

    /// The error `errno` describes, for `path`.
    static func failure(_ path: String) -> OutputFileError {
        let reason = errno
        return OutputFileError(path: path, reason: strerror(reason).map { String(cString: $0) } ?? "error \(reason)")
    }
}
