import Foundation
import TestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A running `StoreWorker` child process whose acknowledgement lines a test reads one by one.
///
/// Its calls block; run them through ``offCooperativePool(_:)`` so that a test waiting on a
/// child does not starve the other tests running in parallel.
final class StoreWorkerProcess {
    /// How long a worker may take to print its next line or to end: a bound on a broken worker
    /// (it is killed, and the wait reports it), not a speed target.
    static let limit: Duration = .seconds(180)

    private let process: SpawnedProcess
    /// How many bytes of its output ``nextLine()`` has handed out.
    private var consumed = 0

    /// Starts `StoreWorker` with `arguments`; its output is read with ``nextLine()``, or thrown
    /// away when `quiet`.
    init(_ arguments: [String], quiet: Bool = false) throws {
        process = try SpawnedProcess(
            ChildCommand(
                BuiltProducts.url("StoreWorker").path, arguments, standardOutput: quiet ? .null : .pipe,
                standardError: .inherit))
    }

    /// The next line the worker printed, or nil once it has exited and everything was read.
    /// Throws when no line came within ``limit`` (the worker is killed).
    func nextLine() throws -> String? {
        guard let output = process.output else { return nil }
        let newline = UInt8(ascii: "\n")
        let start = consumed
        let complete = output.wait(until: .now + Self.limit) { $0.dropFirst(start).contains(newline) }
        let data = output.data.dropFirst(start)
        guard complete, let end = data.firstIndex(of: newline) else {
            guard output.isFinished else {
                process.kill()
                throw ChildProcessTimedOut(
                    command: process.command, ran: process.runningTime, waitingFor: "print a line within \(Self.limit)")
            }
            return nil
        }
        consumed = end + 1
        return String(decoding: data[data.startIndex..<end], as: UTF8.self)
    }

    /// Kills the worker with SIGKILL, as a power cut or the OOM killer would, and waits for it.
    func killAbruptly() throws {
        process.kill()
        _ = try process.waitForExit(within: Self.limit)
    }

    /// Whether the worker has ended by SIGKILL, rather than by finishing or failing on its own.
    var wasKilled: Bool {
        process.termination == .signalled(SIGKILL)
    }

    /// Waits for the worker to finish and returns its exit status.
    func waitForExit() throws -> Int32 {
        try process.waitForExit(within: Self.limit).status
    }
}
