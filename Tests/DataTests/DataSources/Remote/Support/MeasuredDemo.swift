import Foundation
import TestSupport

/// The `demo` executable run as a child under `/usr/bin/time`, which reports what that child
/// alone cost (its CPU time and peak resident memory), so that a test can bound them whatever
/// else the test process is doing.
struct MeasuredDemo {
    /// What one run printed and cost.
    struct Run: Sendable {
        let status: Int32
        let stdout: String
        let stderr: String
        /// Wall-clock seconds, user and system CPU seconds, peak RSS in kilobytes.
        let elapsed: Double
        let user: Double
        let system: Double
        let maximumResidentKilobytes: Int

        /// CPU seconds per wall-clock second: 1 is one core kept busy.
        var cpuShare: Double { (user + system) / max(elapsed, 0.001) }
    }

    static let timeCommand = "/usr/bin/time"

    /// Whether `/usr/bin/time` is installed (the GNU one, which `-f` and `-o` need).
    static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: timeCommand) }

    /// Runs `demo arguments` with `environment` added to a minimal one, in a data home of its own.
    static func run(_ arguments: [String], environment: [String: String] = [:]) async throws -> Run {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("measured-demo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = folder.appendingPathComponent("usage")
        let outcome = try await SpawnedProcess.run(
            ChildCommand(
                timeCommand, ["-f", "%e %U %S %M", "-o", report.path, BuiltProducts.url("demo").path] + arguments,
                environment: ["PATH": "/usr/bin:/bin", "HOME": folder.path, "XDG_DATA_HOME": folder.path]
                    .merging(environment) { _, given in given }))
        let fields = (try? String(contentsOf: report, encoding: .utf8))?.split(whereSeparator: \.isWhitespace) ?? []
        let numbers = fields.suffix(4).compactMap { Double($0) }
        return Run(
            status: outcome.status, stdout: outcome.stdout, stderr: outcome.stderr,
            elapsed: numbers.count == 4 ? numbers[0] : -1, user: numbers.count == 4 ? numbers[1] : -1,
            system: numbers.count == 4 ? numbers[2] : -1,
            maximumResidentKilobytes: numbers.count == 4 ? Int(numbers[3]) : -1)
    }
}
