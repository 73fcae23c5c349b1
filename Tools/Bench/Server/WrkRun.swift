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
    /// Requests completed, as wrk counts them.
    var requests = 0
    /// CPU time the measured processes used during the run (see ``ProcessCPU``), when asked for.
    var cpuNanoseconds: Double?

    /// The measured processes' CPU time per request, when it was measured.
    var cpuNanosecondsPerRequest: Double? {
        cpuNanoseconds.flatMap { requests > 0 ? $0 / Double(requests) : nil }
    }

    /// Where wrk is, or nil when it is not installed.
    static var executable: String? {
        ["/usr/bin/wrk", "/usr/local/bin/wrk"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs wrk against `url`, with a Lua `script` when given; with `serving`, also measures the
    /// CPU time those processes (the server under test) used during the run.
    static func run(
        _ wrk: String, url: String, script: String? = nil, seconds: Int = 10, serving: [Int32] = []
    ) throws -> WrkRun {
        var arguments = ["-t2", "-c64", "-d\(seconds)s", "--latency"]
        if let script { arguments += ["-s", script] }
        let cpuBefore = serving.isEmpty ? nil : ProcessCPU.nanoseconds(of: serving)
        let output = try ChildProcess.run(wrk, arguments + [url], environment: ["PATH": "/usr/bin:/bin"])
        let cpuAfter = serving.isEmpty ? nil : ProcessCPU.nanoseconds(of: serving)
        guard output.status == 0, let rate = value(after: "Requests/sec:", in: output.stdout).flatMap(Double.init),
            let p99 = value(after: "99%", in: output.stdout).flatMap(nanoseconds)
        else {
            throw BenchSetupError("wrk failed (status \(output.status)): \(output.stdout) \(output.stderr)")
        }
        let errors = value(after: "Non-2xx or 3xx responses:", in: output.stdout).flatMap { Int($0) } ?? 0
        var run = WrkRun(requestsPerSecond: rate, p99Nanoseconds: p99, errorResponses: errors)
        run.requests = requestCount(in: output.stdout) ?? 0
        if let cpuBefore, let cpuAfter { run.cpuNanoseconds = cpuAfter - cpuBefore }
        return run
    }

    /// Several runs of the same work as one: their mean requests/s, their worst p99, all their
    /// error responses.
    static func combining(_ runs: [WrkRun]) -> WrkRun {
        var combined = WrkRun(
            requestsPerSecond: runs.map(\.requestsPerSecond).reduce(0, +) / Double(max(runs.count, 1)),
            p99Nanoseconds: runs.map(\.p99Nanoseconds).max() ?? 0,
            errorResponses: runs.map(\.errorResponses).reduce(0, +))
        combined.requests = runs.map(\.requests).reduce(0, +)
        let cpu = runs.compactMap(\.cpuNanoseconds)
        if cpu.count == runs.count { combined.cpuNanoseconds = cpu.reduce(0, +) }
        return combined
    }

    /// `N` of wrk's line `N requests in 10.00s, ...`.
    private static func requestCount(in text: String) -> Int? {
        for line in text.split(separator: "\n") where line.contains(" requests in ") {
            return line.trimmingCharacters(in: .whitespaces).split(separator: " ").first.flatMap { Int($0) }
        }
        return nil
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
