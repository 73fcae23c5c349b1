#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension JSONReader {
    /// How many read bytes are left mapped before they are dropped: a few hundred records, so
    /// that a call is rare beside the parsing it follows.
    static let discardStride = 1 << 20

    /// Drops from memory the whole pages of a mapped file that lie before the current position,
    /// once a stride of them has been read. The mapping starts on a page, so offsets rounded
    /// down to a page are pages. Best effort: a page that stays mapped costs memory, never a
    /// wrong result.
    mutating func discardReadPages() {
        guard position - keptFrom >= Self.discardStride, let base = bytes.baseAddress else { return }
        let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
        guard pageSize > 0 else { return }
        let end = position & ~(pageSize - 1)
        _ = madvise(UnsafeMutableRawPointer(mutating: base + keptFrom), end - keptFrom, Int32(MADV_DONTNEED))
        keptFrom = end
    }
}
