import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Waits for the reason to stop: SIGTERM, SIGINT, or (with `--exit-on-stdin-eof`) the end of
/// standard input.
enum StopSignal {
    /// Returns when the server should stop, with the reason.
    static func wait(watchingStandardInput: Bool) async -> String {
        let (reasons, continuation) = AsyncStream.makeStream(of: String.self)
        // A child inherits its parent's signal mask and dispositions: unblock both and take them
        // over, so that a test runner that blocked SIGTERM cannot make the server unstoppable.
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGTERM)
        sigaddset(&set, SIGINT)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        var sources: [any DispatchSourceSignal] = []
        for (number, name) in [(SIGTERM, "SIGTERM"), (SIGINT, "SIGINT")] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { continuation.yield(name) }
            source.resume()
            sources.append(source)
        }
        if watchingStandardInput {
            Thread.detachNewThread {
                while !FileHandle.standardInput.availableData.isEmpty {}
                continuation.yield("standard input closed")
            }
        }
        var reason = "stopped"
        for await first in reasons {
            reason = first
            break
        }
        for source in sources { source.cancel() }
        return reason
    }
}
