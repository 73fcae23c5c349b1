import Data
import Foundation
import JSONSyntax

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One JSON text as ``FileStoreDecoder`` reads it: its bytes, held where they lie for as long as
/// it reads them (a copy, or a file read into memory of its own), and the scanner it reads them
/// with, `JSONSyntax`'s ``/JSONSyntax/JSONScanner``: the strict check's own, so that the decoder
/// refuses what the check refuses (what `JSONDecoder` refuses, and a trailing comma or a member
/// named twice besides). A flaw is a ``/JSONSyntax/JSONSyntaxCheck/Failure`` at its byte.
///
/// Why a file is read into pages mapped for it rather than into an array: a reader of those
/// pages can give them back while it goes on, so a snapshot's records are decoded while the
/// bytes behind them leave memory. Read into an array, every byte was held until the last record
/// was decoded: opening 100,000 todos peaked at 3.3x the snapshot, not 2.6x. Pages given back
/// read as zeros if touched again, so only an array's reader gives back, and only the elements
/// it has read; the error path reads the file again (``original()``).
///
/// Why not a mapping of the file itself, which would give back pages without a copy: a mapped
/// file cut short by another program (`: > snapshot.json`, a full network disk) kills the
/// process with SIGBUS when a page past its new end is read; a read is a short read instead, an
/// error. Why not `Data`: asking it for its bytes costs a call and an exclusivity check, once
/// per field read, which made opening a store a fifth slower.
final class JSONText {
    typealias Member = JSONScanner.Member
    typealias Failure = JSONScanner.Failure

    let buffer: UnsafeBufferPointer<UInt8>
    /// The file the bytes were read from, into pages of their own (unmapped when this is
    /// released); nil for a copy, allocated and deallocated.
    private let file: PosixFile?
    /// Everything before this offset may have been given back.
    private var releasedUpTo = 0
    private var scanner = JSONScanner(checksSkippedObjects: false)

    /// A copy of `bytes`.
    init(copying bytes: some Collection<UInt8>) {
        let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = copy.initialize(from: bytes)
        buffer = .init(copy)
        file = nil
    }

    /// The first `count` bytes of `file` (its size), read into pages mapped for them; fewer
    /// bytes there (the file was cut short meanwhile) are an error.
    init(reading file: PosixFile, count: Int) throws(FileStoreError) {
        guard count > 0 else {  // nothing to read: an empty buffer, which deallocating leaves alone
            buffer = .init(start: nil, count: 0)
            self.file = nil
            return
        }
        let address = mmap(nil, count, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        guard let address, address != MAP_FAILED else {
            throw FileStoreError(file: file.path, problem: .io(operation: "mmap", errno: errno))
        }
        let pages = address.bindMemory(to: UInt8.self, capacity: count)
        do throws(FileStoreError) {
            let read = try file.read(into: .init(start: pages, count: count), from: 0)
            guard read == count else {
                throw FileStoreError(
                    file: file.path, problem: .inconsistent("the file ended after \(read) of its \(count) bytes"))
            }
        } catch {
            munmap(address, count)
            throw error
        }
        buffer = .init(start: pages, count: count)
        self.file = file
    }

    deinit {
        if file != nil {
            munmap(.init(mutating: buffer.baseAddress), buffer.count)
        } else {
            buffer.deallocate()
        }
    }

    var count: Int { buffer.count }

    /// The reader of the array that opens at `open` is done with its bytes up to `offset`: a
    /// file's pages strictly between the two are given back, a megabyte or more at a time (one
    /// call to the kernel per megabyte, not per record). Nothing outside the array is: the keys
    /// and values around it are still to be looked up.
    func release(inArrayOpeningAt open: Int, before offset: Int) {
        let start = Swift.max(releasedUpTo, (open + Self.pageSize) / Self.pageSize * Self.pageSize)
        let end = offset / Self.pageSize * Self.pageSize
        guard file != nil, end - start >= 1 << 20, let base = buffer.baseAddress else { return }
        madvise(.init(mutating: base + start), end - start, MADV_DONTNEED)
        releasedUpTo = end
    }

    /// The bytes as first read, to locate a flaw once decoding failed: pages given back read as
    /// zeros, so a file's are read from it again (the same inode; nil if that fails).
    func original() -> Data? {
        guard let file, releasedUpTo > 0 else { return Data(buffer: buffer) }
        return try? file.read(from: 0, count: buffer.count)
    }

    private static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))

    // The scanning, through a `Span` of the buffer: indexing the bytes through the class retained
    // and released it around every byte read.

    /// The first byte at or after `position` that is not whitespace.
    func skipWhitespace(from position: Int) -> Int {
        JSONScanner.skipWhitespace(buffer.span, from: position)
    }

    /// Where the value that starts at `start` (whitespace skipped) ends.
    func valueEnd(from start: Int) throws(Failure) -> Int {
        try scanner.valueEnd(buffer.span, from: start, depth: 0)
    }

    /// The members of the object that starts at `start`, and where it ends.
    func members(from start: Int) throws(Failure) -> (members: [Member], end: Int) {
        try scanner.members(buffer.span, from: start, depth: 0)
    }

    /// Where the element after `position` (past `[` or past the previous element) starts, or nil
    /// when the array closes there.
    func nextElement(after position: Int, isFirst: Bool) throws(Failure) -> Int? {
        try JSONScanner.nextElement(buffer.span, after: position, isFirst: isFirst).start
    }

    /// The string the token `token` (quotes included, well-formed) spells; nil when it is not
    /// UTF-8, as `JSONDecoder` refuses it.
    func string(_ token: Range<Int>) -> String? {
        JSONScanner.string(buffer.span, token)
    }

    /// The text of `range`, e.g. a number's.
    func text(_ range: Range<Int>) -> String {
        String(decoding: buffer[range], as: UTF8.self)
    }

    /// Whether the value that starts at `start` is the literal `word`.
    func isLiteral(_ word: StaticString, at start: Int) -> Bool {
        JSONScanner.isLiteral(buffer.span, word, at: start)
    }

    /// The first of `members` whose key is `name`.
    func member(named name: String, in members: [Member]) -> Member? {
        JSONScanner.member(buffer.span, named: name, in: members)
    }
}
