import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The write end of the pipe the signal handler writes to; set once, before the handler exists.
private nonisolated(unsafe) var signalPipeWriteEnd: Int32 = -1

/// The reason to stop: SIGTERM, SIGINT, or (with `--exit-on-stdin-eof`) the end of standard
/// input. Made before the server listens, so that a signal sent as soon as the address is
/// printed is caught, never ignored or fatal.
///
/// A plain `sigaction` handler writing the signal's number to a pipe (the self-pipe trick): it is
/// installed synchronously, so no signal can fall into a gap, which a dispatch signal source
/// (installed later, on libdispatch's own queue) left open.
final class StopSignal {
    private let reasons: AsyncStream<String>

    /// Takes over SIGTERM and SIGINT (and watches standard input when asked) from now on.
    init(watchingStandardInput: Bool) {
        let (reasons, continuation) = AsyncStream.makeStream(of: String.self)
        self.reasons = reasons
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) == 0 {
            signalPipeWriteEnd = ends[1]
            let readEnd = ends[0]
            Thread.detachNewThread {
                var number: UInt8 = 0
                while read(readEnd, &number, 1) < 0 && errno == EINTR {}
                continuation.yield(Int32(number) == SIGINT ? "SIGINT" : "SIGTERM")
            }
            for number in [SIGTERM, SIGINT] {
                signal(number) { number in
                    var byte = UInt8(truncatingIfNeeded: number)
                    _ = write(signalPipeWriteEnd, &byte, 1)
                }
            }
        }
        // A child inherits its parent's signal mask: unblock both, so that a test runner that
        // blocked SIGTERM cannot make the server unstoppable.
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGTERM)
        sigaddset(&set, SIGINT)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        if watchingStandardInput {
            Thread.detachNewThread {
                while !FileHandle.standardInput.availableData.isEmpty {}
                continuation.yield("standard input closed")
            }
        }
    }

    /// Returns when the server should stop, with the reason.
    func wait() async -> String {
        for await reason in reasons {
            return reason
        }
        return "stopped"
    }
}
