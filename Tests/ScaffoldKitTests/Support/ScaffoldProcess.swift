import Foundation

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
        let (process, errors) = try start(arguments, in: root, environment: environment)
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return Outcome(errorOutput: text, status: process.terminationStatus)
    }

    /// Runs `arguments` in `root`, waits for the line that announces the apply, sleeps `delay`
    /// microseconds and kills the process with SIGKILL; true when it was killed, false when it
    /// had finished (or never applied) first.
    static func killDuringApply(
        _ arguments: [String], in root: URL, environment: [String: String], delay: UInt32
    ) throws -> Bool {
        let (process, errors) = try start(arguments, in: root, environment: environment)
        var seen = Data()
        while !String(decoding: seen, as: UTF8.self).contains("scaffold: applying") {
            let chunk = errors.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            seen.append(chunk)
        }
        usleep(delay)
        let killed = process.isRunning && kill(process.processIdentifier, SIGKILL) == 0
        process.waitUntilExit()
        return killed && process.terminationReason == .uncaughtSignal
    }

    private static func start(
        _ arguments: [String], in root: URL, environment: [String: String]
    ) throws -> (Process, Pipe) {
        let process = Process()
        let errors = Pipe()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = root
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        return (process, errors)
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
