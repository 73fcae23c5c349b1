import Foundation
import Synchronization

extension JSONReader {
    /// How many bytes an array must span, at least, before its second half is read on a thread
    /// of its own: below a few thousand records, starting a thread costs more than it saves.
    static let halvingThreshold = 1 << 21

    /// Reads an array as ``elements(_:)`` does, with the same result and the same failures, but
    /// a large one in two halves at once: the machine's second core reads from a line near the
    /// middle on while this thread reads up to it. Opening a store reads every record, and no
    /// other part of the open costs as much.
    ///
    /// The guessed start of the second half is used only when this thread's own reading arrives
    /// there at the start of an element: then what the second thread read is exactly what this
    /// one would have read from that point. Anything else (the guess fell inside a record, or
    /// past the array's end, or the second half has a flaw) and this thread reads on by itself,
    /// as if there were no second thread; a flaw is then found, and reported, where it always was.
    ///
    /// `capacity` is the room to make for the elements that `bytes` bytes could hold, made at
    /// once by each half so that neither regrows its array; an array that spans fewer than
    /// `threshold` bytes is read by this thread alone.
    mutating func elementsInHalves<Element: Sendable>(
        reservingCapacity capacity: (_ bytes: Int) -> Int, halvingFrom threshold: Int = halvingThreshold,
        _ element: @escaping @Sendable (inout JSONReader) throws(Failure) -> Element
    ) throws(Failure) -> [Element] {
        try expect(UInt8(ascii: "["))
        var elements: [Element] = []
        guard !consume(UInt8(ascii: "]")) else { return elements }
        elements.reserveCapacity(capacity(remainingCount))
        let second = SecondHalf.start(of: self, threshold: threshold, capacity: capacity, reading: element)
        // The thread reads the bytes under this reader, so it is waited for however this ends.
        defer { second?.abandon() }
        repeat {
            elements.append(try element(&self))
            if discardsReadPages { discardReadPages() }
            guard consume(UInt8(ascii: ",")) else { break }
            skipWhitespace()
            if let second, position == second.start, let (rest, end) = second.finish() {
                elements.append(contentsOf: rest)
                position = end
                return elements
            }
        } while true
        try expect(UInt8(ascii: "]"))
        return elements
    }

    /// The first byte of the line that starts after the middle of the rest of the bytes, where a
    /// second reader may start; nil when fewer than `threshold` bytes are left.
    fileprivate func middleLineStart(threshold: Int) -> Int? {
        guard remainingCount >= threshold else { return nil }
        var index = position + remainingCount / 2
        while index < bytes.count, bytes[index] != 0x0A { index += 1 }
        while index < bytes.count, bytes[index] == 0x0A || bytes[index] == 0x0D { index += 1 }
        return index < bytes.count ? index : nil
    }
}

/// The reading of an array's second half on a thread of its own: started at a guessed element
/// start, it reads elements to the array's closing bracket, or stops at the first failure.
private final class SecondHalf<Element: Sendable>: Sendable {
    /// Where the second reader began.
    let start: Int
    private let outcome = Mutex<(elements: [Element], end: Int)??>(nil)
    private let done = DispatchSemaphore(value: 0)

    private init(start: Int) {
        self.start = start
    }

    /// Starts reading from the line after the middle of `reader`'s rest, on a new thread; nil when
    /// the rest is shorter than `threshold`, or the machine has a single core to read with.
    static func start(
        of reader: JSONReader, threshold: Int, capacity: (_ bytes: Int) -> Int,
        reading element: @escaping @Sendable (inout JSONReader) throws(JSONReader.Failure) -> Element
    ) -> SecondHalf? {
        guard ProcessInfo.processInfo.activeProcessorCount > 1, let start = reader.middleLineStart(threshold: threshold)
        else { return nil }
        let half = SecondHalf(start: start)
        let bytes = SharedBytes(bytes: reader.bytes)
        let discards = reader.discardsReadPages
        let room = capacity(reader.bytes.count - start)
        let thread = Thread {
            var second = JSONReader(bytes.bytes, discardingReadPages: discards, from: start)
            half.outcome.withLock { $0 = .some(try? second.restOfArray(reservingCapacity: room, element)) }
            half.done.signal()
        }
        thread.start()
        return half
    }

    /// What the second reader read and where it stopped, once it has; nil when it failed.
    func finish() -> (elements: [Element], end: Int)? {
        done.wait()
        defer { done.signal() }  // so that ``abandon()`` does not wait again
        return outcome.withLock { $0 ?? nil }
    }

    /// Waits for the second reader to stop, its result unused or already taken.
    func abandon() {
        done.wait()
        done.signal()
    }
}

/// Bytes that a second thread reads while the reader that owns them waits for it to finish
/// (``SecondHalf/abandon()`` runs before the owner returns): never written, never freed under it.
private struct SharedBytes: @unchecked Sendable {
    let bytes: UnsafeBufferPointer<UInt8>
}

extension JSONReader {
    /// A reader of `bytes` from `position` on, whose pages before it are someone else's to drop.
    fileprivate init(_ bytes: UnsafeBufferPointer<UInt8>, discardingReadPages: Bool, from position: Int) {
        self.init(bytes, discardingReadPages: discardingReadPages)
        self.position = position
        let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
        keptFrom = pageSize > 0 ? (position + pageSize - 1) & ~(pageSize - 1) : bytes.count
    }

    /// Reads elements from here to the closing bracket of their array: the second half of
    /// ``elementsInHalves(reservingCapacity:halvingFrom:_:)``.
    fileprivate mutating func restOfArray<Element>(
        reservingCapacity capacity: Int, _ element: (inout JSONReader) throws(Failure) -> Element
    ) throws(Failure) -> (elements: [Element], end: Int) {
        var elements: [Element] = []
        elements.reserveCapacity(capacity)
        repeat {
            elements.append(try element(&self))
            if discardsReadPages { discardReadPages() }
        } while consume(UInt8(ascii: ","))
        try expect(UInt8(ascii: "]"))
        return (elements, position)
    }
}
