import Foundation

extension FileHandle {
    /// Everything until end of file, as `readDataToEndOfFile()` reads it, except that a read(2)
    /// a signal interrupted (EINTR) is simply made again: Foundation's method traps on it on
    /// Linux ("Interrupted system call", a fatal error), which took down whole test runs while
    /// many children were exiting at once.
    public func readToEndRetryingInterrupts() -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { readSome(fileDescriptor, into: $0) }
            if count > 0 {
                data.append(contentsOf: buffer[..<count])
            } else if count < 0, errno == EINTR {
                continue
            } else {
                return data
            }
        }
    }
}

/// One read(2) of `descriptor` into `buffer` (outside the extension, where `read` names
/// FileHandle's method).
private func readSome(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int {
    read(descriptor, buffer.baseAddress, buffer.count)
}
