import Foundation

/// One `wrk` run (Debian's package): 2 threads, 64 connections, 10 s on loopback, with
/// `--latency` so that the 99th percentile is printed.
struct WrkRun {
    /// Requests per second, as wrk reports them.
    let requestsPerSecond: Double
    /// The 99th percentile latency in nanoseconds.
    let p99Nanoseconds: Double
    /// Responses that were not 2xx or 3xx; a run with any is not a fair figure.
    let errorResponses: Int

    /// Where wrk is, or nil when it is not installed.
    static var executable: String? {
        ["/usr/bin/wrk", "/usr/local/bin/wrk"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs wrk against `url`, with a Lua `script` when given.
    static func run(_ wrk: String, url: String, script: String? = nil, seconds: Int = 10) throws -> WrkRun {
        var arguments = ["-t2", "-c64", "-d\(seconds)s", "--latency"]
        if let script { arguments += ["-s", script] }
        let output = try ChildProcess.run(wrk, arguments + [url], environment: ["PATH": "/usr/bin:/bin"])
        guard output.status == 0, let rate = value(after: "Requests/sec:", in: output.stdout).flatMap(Double.init),
            let p99 = value(after: "99%", in: output.stdout).flatMap(nanoseconds)
        else {
            throw BenchSetupError("wrk failed (status \(output.status)): \(output.stdout) \(output.stderr)")
        }
        let errors = value(after: "Non-2xx or 3xx responses:", in: output.stdout).flatMap { Int($0) } ?? 0
        return WrkRun(requestsPerSecond: rate, p99Nanoseconds: p99, errorResponses: errors)
    }

    /// Several runs of the same work as one: their mean requests/s, their worst p99, all their
    /// error responses.
    static func combining(_ runs: [WrkRun]) -> WrkRun {
        WrkRun(
            requestsPerSecond: runs.map(\.requestsPerSecond).reduce(0, +) / Double(max(runs.count, 1)),
            p99Nanoseconds: runs.map(\.p99Nanoseconds).max() ?? 0,
            errorResponses: runs.map(\.errorResponses).reduce(0, +))
    }

    /// The first word after `label` on the line that starts with it.
    private static func value(after label: String, in text: String) -> String? {
        for line in text.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix(label) else { continue }
            return trimmed.dropFirst(label.count).split(separator: " ").first.map(String.init)
        }
        return nil
    }

    /// `1.23ms`, `456.00us`, `1.01s` in nanoseconds.
    private static func nanoseconds(_ text: String) -> Double? {
        for (unit, scale) in [("us", 1e3), ("ms", 1e6), ("s", 1e9)] where text.hasSuffix(unit) {
            return Double(text.dropLast(unit.count)).map { $0 * scale }
        }
        return nil
    }
}
