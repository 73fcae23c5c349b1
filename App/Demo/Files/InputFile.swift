import Foundation

#if canImport(Glibc)
    import Glibc

    private let systemRead = Glibc.read
#elseif canImport(Darwin)
    import Darwin

    private let systemRead = Darwin.read
#endif

/// Why an input could not be read.
struct InputFileError: Error, CustomStringConvertible {
    /// The name given.
    let path: String
    /// What went wrong, in words.
    let reason: String

    var description: String { "cannot read \(path): \(reason)" }
}

/// Reads a whole input the way a person expects of `import FILE`: a file, a FIFO, a device, a
/// pipe (`<(cat f)`), and demo's own descriptors (`-`, `/dev/stdin`, `/dev/fd/N`) where the shell
/// left them, each read as a stream to its end. Foundation's file reading refused all but the
/// first ("You don't have permission" on a pipe).
enum InputFile {
    /// The bytes of `path` (`-` for standard input). `standardInputClosed` says that demo started
    /// without one (`<&-`), which then reads as an error rather than as nothing.
    static func read(_ path: String, standardInputClosed: Bool) throws(InputFileError) -> Data {
        guard let descriptor = path == "-" ? STDIN_FILENO : OwnDescriptor.named(path) else {
            let opened = open(path, O_RDONLY | O_CLOEXEC)
            guard opened >= 0 else { throw failure(path) }
            defer { close(opened) }
            return try readAll(opened, given: path)
        }
        if descriptor == STDIN_FILENO, standardInputClosed {
            throw InputFileError(path: path, reason: "standard input is closed; give a file, or pipe one in")
        }
        guard fcntl(descriptor, F_GETFD) != -1 else {
            throw InputFileError(path: path, reason: "descriptor \(descriptor) is not open")
        }
        return try readAll(descriptor, given: path)
    }

    private static func readAll(_ descriptor: Int32, given path: String) throws(InputFileError) -> Data {
        var status = stat()
        if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
            throw InputFileError(path: path, reason: "it is a directory")
        }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return data }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure(path)
            }
            data.append(contentsOf: buffer[0..<count])
        }
    }

    private static func failure(_ path: String) -> InputFileError {
        let reason = errno
        return InputFileError(path: path, reason: strerror(reason).map { String(cString: $0) } ?? "error \(reason)")
    }
}
