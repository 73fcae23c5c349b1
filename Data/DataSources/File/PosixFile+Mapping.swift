#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension PosixFile {
    /// Runs `body` on the file's first `count` bytes mapped read-only into memory, unmapped when
    /// it returns; nil when the file cannot be mapped (an empty file, a file system without
    /// `mmap`), for the caller to read it instead.
    ///
    /// Mapped rather than read, so that the pages come straight from the page cache and a reader
    /// can give back those it is done with (``JSONReader/discardReadPages()``); nothing writes the
    /// store's files in place, so the bytes cannot change under the reader.
    func withMappedBytes<T>(count: Int, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T? {
        guard count > 0 else { return nil }
        let address = mmap(nil, count, PROT_READ, MAP_PRIVATE, descriptor, 0)
        guard let address, address != MAP_FAILED else { return nil }
        defer { munmap(address, count) }
        return body(UnsafeBufferPointer(start: address.assumingMemoryBound(to: UInt8.self), count: count))
    }
}
