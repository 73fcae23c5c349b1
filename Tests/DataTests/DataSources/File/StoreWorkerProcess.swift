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
    private let process = Process()
    private let output = Pipe()
    private var buffered = Data()

    /// Starts `StoreWorker` with `arguments`; its output is read with ``nextLine()``, or thrown
    /// away when `quiet`.
    init(_ arguments: [String], quiet: Bool = false) throws {
        process.executableURL = BuiltProducts.url("StoreWorker")
        process.arguments = arguments
        process.standardOutput = quiet ? FileHandle.nullDevice : output
        try process.run()
    }

    /// The next line the worker printed, or nil once it has exited and everything was read.
    func nextLine() -> String? {
        while true {
            if let end = buffered.firstIndex(of: 0x0A) {
                let line = String(decoding: buffered[buffered.startIndex..<end], as: UTF8.self)
                buffered.removeSubrange(buffered.startIndex...end)
                return line
            }
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { return nil }
            buffered.append(chunk)
        }
    }

    /// Kills the worker with SIGKILL, as a power cut or the OOM killer would, and waits for it.
    func killAbruptly() {
        _ = kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// Whether the worker has ended by SIGKILL, rather than by finishing or failing on its own.
    var wasKilled: Bool {
        !process.isRunning && process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL
    }

    /// Waits for the worker to finish and returns its exit status.
    func waitForExit() -> Int32 {
        process.waitUntilExit()
        return process.terminationStatus
    }
}
