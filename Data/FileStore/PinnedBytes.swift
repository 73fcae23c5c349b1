import Data
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The bytes ``JSONText`` reads, held where they lie for as long as it reads them: a copy, or a
/// file mapped into memory read-only.
///
/// Why a file is mapped rather than read into an array: a reader of a mapping can let go of what
/// it is done with while it goes on, so a snapshot's records are decoded while the bytes behind
/// them leave memory. Read into an array, every byte was held until the last record was decoded:
/// the peak of opening 100,000 todos held the 25 MB of bytes beside the 23 MB of records. The
/// pages let go are the file's own: touched again, they are read again from it, so letting go
/// changes what reading costs, never what it reads (the store never writes a snapshot in place;
/// a new one is renamed over it).
///
/// Why not `Data`, which can wrap a mapping: asking it for its bytes costs a call and an
/// exclusivity check, once per field read, which made opening a store a fifth slower.
final class PinnedBytes: RandomAccessCollection {
    let buffer: UnsafeBufferPointer<UInt8>
    /// Whether `buffer` is a mapping, unmapped when this is released, or a copy, deallocated.
    private let isMapped: Bool
    /// Everything before this offset has been let go.
    private var releasedUpTo = 0

    /// A copy of `bytes`.
    init(copying bytes: some Collection<UInt8>) {
        let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = copy.initialize(from: bytes)
        buffer = .init(copy)
        isMapped = false
    }

    /// The first `count` bytes of `file` (its size), mapped.
    init(mapping file: PosixFile, count: Int) throws(FileStoreError) {
        guard count > 0 else {  // nothing to map: an empty buffer, which deallocating leaves alone
            buffer = .init(start: nil, count: 0)
            isMapped = false
            return
        }
        let address = mmap(nil, count, PROT_READ, MAP_PRIVATE, file.descriptor, 0)
        guard let address, Int(bitPattern: address) != -1 else {
            throw FileStoreError(file: file.path, problem: .io(operation: "mmap", errno: errno))
        }
        buffer = .init(start: address.assumingMemoryBound(to: UInt8.self), count: count)
        isMapped = true
    }

    deinit {
        if isMapped {
            munmap(.init(mutating: buffer.baseAddress), buffer.count)
        } else {
            buffer.deallocate()
        }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { buffer.count }

    subscript(position: Int) -> UInt8 {
        buffer[position]
    }

    /// The reader is done with the bytes before `offset`: a mapping lets go of their whole pages,
    /// a megabyte or more at a time (one call to the kernel per megabyte, not per record).
    func release(before offset: Int) {
        let end = offset / Self.pageSize * Self.pageSize
        guard isMapped, end - releasedUpTo >= 1 << 20, let start = buffer.baseAddress else { return }
        madvise(.init(mutating: start + releasedUpTo), end - releasedUpTo, MADV_DONTNEED)
        releasedUpTo = end
    }

    private static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
}
