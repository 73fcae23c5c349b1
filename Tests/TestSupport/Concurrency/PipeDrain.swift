import Foundation
import Synchronization

/// Reads a pipe on a thread of its own until its writer closes it, keeping everything read for
/// the test to look at while the child still runs.
///
/// Not `FileHandle.readabilityHandler`: on Linux its dispatch source keeps firing after end of
/// file unless removed, and one still registered when its handle went away crashed the whole
/// test process in libdispatch's event loop.
public final class PipeDrain: Sendable {
    private final class Storage: Sendable {
        let data = Mutex(Data())
        let isFinished = Atomic(false)
    }

    private let storage = Storage()

    /// Starts reading `handle` to its end.
    public init(_ handle: FileHandle) {
        let storage = storage
        let thread = Thread {
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                storage.data.withLock { $0.append(chunk) }
            }
            storage.isFinished.store(true, ordering: .releasing)
        }
        thread.start()
    }

    /// Everything read so far.
    public var data: Data {
        storage.data.withLock { $0 }
    }

    /// Everything read so far, as UTF-8 text.
    public var text: String {
        String(decoding: data, as: UTF8.self)
    }

    /// True once the writer closed the pipe and everything it wrote has been read.
    public var isFinished: Bool {
        storage.isFinished.load(ordering: .acquiring)
    }

    /// Waits until ``isFinished``; false when that did not happen within `limit` (a bound on a
    /// broken child, not a speed target). A child's exit is seen before its last output is read
    /// whenever a loaded machine runs this drain's thread later: wait for this before reading
    /// what a child printed once it has ended.
    public func finished(within limit: Duration) async -> Bool {
        let deadline = ContinuousClock.now + limit
        while !isFinished {
            guard ContinuousClock.now < deadline else { return false }
            try? await Task.sleep(for: .milliseconds(2))
        }
        return true
    }
}
