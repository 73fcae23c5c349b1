import Foundation
import TestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The real `scaffold` executable, built beside the test bundle, run in a folder of the test's.
struct ScaffoldProcess {
    /// The executable: `swift build --build-tests` puts it beside the test bundle.
    static var executable: URL {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        while folder.path != "/", !FileManager.default.fileExists(atPath: folder.appending(path: "scaffold").path) {
            folder.deleteLastPathComponent()
        }
        return folder.appending(path: "scaffold")
    }

    /// What a finished run printed on standard error, and its status.
    struct Outcome {
        let errorOutput: String
        let status: Int32
    }

    /// Runs `arguments` in `root` to the end.
    static func run(_ arguments: [String], in root: URL, environment: [String: String] = [:]) throws -> Outcome {
        let process = try start(arguments, in: root, environment: environment)
        let termination = try process.waitForExit()
        return Outcome(errorOutput: process.standardError, status: termination.status)
    }

    /// Runs `arguments` in `root`, waits for the line that announces the apply, sleeps `delay`
    /// microseconds and kills the process with SIGKILL; true when it was killed, false when it
    /// had finished (or never applied) first.
    static func killDuringApply(
        _ arguments: [String], in root: URL, environment: [String: String], delay: UInt32
    ) throws -> Bool {
        let process = try start(arguments, in: root, environment: environment)
        let announcement = Data("scaffold: applying".utf8)
        _ = process.errors?.wait(until: .now + SpawnedProcess.defaultLimit) { $0.range(of: announcement) != nil }
        usleep(delay)
        process.kill()
        return try process.waitForExit() == .signalled(SIGKILL)
    }

    private static func start(
        _ arguments: [String], in root: URL, environment: [String: String]
    ) throws -> SpawnedProcess {
        try SpawnedProcess(
            ChildCommand(
                executable.path, arguments,
                environment: ProcessInfo.processInfo.environment.merging(environment) { _, new in new },
                directory: root.path, standardOutput: .null))
    }
}

/// A small, fast, seedable random number generator (SplitMix64), so that a failing trial can be
/// replayed from its seed.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Runs blocking `work` on a thread of its own, not on the few threads the tests share.
func onOwnThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try work() }) }.start()
    }
}
