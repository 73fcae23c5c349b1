import Foundation

/// The `server` rows: `wrk` (2 threads, 64 connections, 10 s, loopback) against the release
/// `server` on SQLite, in the same run as its baselines.
///
/// - `GET /v1/todos/{id}` beside nginx serving the same JSON as a static file at the same path:
///   goal at least 0.8x nginx's requests/s (at most 1.25x its time per request), and p99 < 10 ms;
/// - single-todo `POST /v1/todos` (a new id per request): goal at least 10,000/s;
/// - the Python reference server's GET, when it is still in the tree, for the record.
///
/// wrk measures throughput, not one operation, so these rows do not go through the runner: the
/// time per operation is 1 s / (requests/s). Without wrk or nginx the rows say so and are skipped.
enum ServerBenchmarks {
    static let name = "server"

    /// The rows, or the reason they were skipped.
    static func results() -> [BenchmarkResult] {
        guard let wrk = WrkRun.executable else {
            Output.line("| server rows skipped: wrk is not installed (apt-get install wrk) | - | - | - | - | - |")
            return []
        }
        do {
            return try measure(wrk)
        } catch {
            Output.error("server: setup failed: \(error)")
            return []
        }
    }

    private static func measure(_ wrk: String) throws -> [BenchmarkResult] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bench-server")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let getServer = try BenchServer(["--store", "sqlite:\(folder.appendingPathComponent("get.sqlite").path)"])
        defer { getServer.stop() }
        let id = "00000000-0000-4000-8000-000000000001"
        let todo = TodoJSON.make(id: id)
        guard HTTPProbe.send("POST", getServer.root + "/v1/todos", body: Data(todo.utf8)).status == 201 else {
            throw BenchSetupError("could not seed the todo")
        }
        let path = "/v1/todos/\(id)"
        let served = HTTPProbe.send("GET", getServer.root + path).body
        var results: [BenchmarkResult] = []

        // The machine may be shared with work that comes and goes: the server and nginx take
        // turns, two runs each, so that a change of load falls on both sides of the ratio.
        let baseline = try NginxStaticServer.executable.map { nginx in
            try NginxStaticServer(nginx, serving: served, at: path, in: folder.appendingPathComponent("nginx"))
        }
        var getRuns: [WrkRun] = []
        var nginxRuns: [WrkRun] = []
        let nginxProcesses = baseline?.pids ?? []
        for _ in 0..<2 {
            getRuns.append(try WrkRun.run(wrk, url: getServer.root + path, serving: [getServer.pid]))
            if let baseline {
                nginxRuns.append(
                    try WrkRun.run(wrk, url: "http://127.0.0.1:\(baseline.port)\(path)", serving: nginxProcesses))
            }
        }
        baseline?.stop()
        let get = WrkRun.combining(getRuns)
        try requireNoErrors(get, "server GET")
        var nginxP99 = ""
        if let nginxRun = nginxRuns.isEmpty ? nil : WrkRun.combining(nginxRuns) {
            try requireNoErrors(nginxRun, "nginx GET")
            // For the record: on a loaded machine the scheduler, not the server, sets the tail.
            nginxP99 = " [nginx in the same run: \(Int((nginxRun.p99Nanoseconds / 1e6).rounded())) ms]"
            results.append(
                row(
                    "server: GET /v1/todos/{id}, SQLite, wrk -t2 -c64 2x10 s, turns with nginx static file", get,
                    nginxRun, goal: .ratio(1.25)))
        } else {
            Output.line(
                "| server GET vs nginx skipped: nginx is not installed (apt-get install nginx) | - | - | - | - | - |")
            results.append(row("server: GET /v1/todos/{id}, SQLite (no nginx baseline)", get, nil, goal: .none))
        }
        if let cpu = get.cpuNanosecondsPerRequest {
            // For the record: the same runs' CPU time per request, which a shared machine's load
            // moves far less than requests/s (wrk's own CPU is in neither side).
            let nginxCPU = nginxRuns.isEmpty ? nil : WrkRun.combining(nginxRuns).cpuNanosecondsPerRequest
            results.append(
                BenchmarkResult(
                    name: "server: GET /v1/todos/{id}, CPU time per request, server vs nginx's workers, same runs",
                    goal: .none, nanoseconds: cpu, baselineNanoseconds: nginxCPU, ratio: nginxCPU.map { cpu / $0 }))
        } else if let reason = ProcessCPU.unavailableReason {
            Output.line("| server GET CPU time per request skipped: \(reason) | - | - | - | - | - |")
        }
        results.append(
            BenchmarkResult(
                name: "server: GET /v1/todos/{id} p99 latency" + nginxP99, goal: .nanoseconds(10_000_000),
                nanoseconds: get.p99Nanoseconds, baselineNanoseconds: nil, ratio: nil))

        let postServer = try BenchServer(["--store", "sqlite:\(folder.appendingPathComponent("post.sqlite").path)"])
        defer { postServer.stop() }
        let script = folder.appendingPathComponent("post.lua")
        try TodoJSON.wrkPostScript.write(to: script, atomically: true, encoding: .utf8)
        let post = try WrkRun.run(wrk, url: postServer.root + "/v1/todos", script: script.path)
        try requireNoErrors(post, "server POST")
        results.append(
            row("server: POST /v1/todos, one todo each, SQLite (goal 10,000/s)", post, nil, goal: .nanoseconds(100_000))
        )

        if let python = try PythonReferenceServer.startIfPresent() {
            defer { python.stop() }
            guard HTTPProbe.send("POST", python.root + "/v1/todos", body: Data(todo.utf8)).status == 201 else {
                throw BenchSetupError("could not seed the Python server")
            }
            let old = try WrkRun.run(wrk, url: python.root + path)
            results.append(row("server: old Python reference server, same GET (for the record)", old, nil, goal: .none))
        }
        return results
    }

    /// A row named `name` and the requests/s (and the baseline's), time per request as ns/op.
    private static func row(
        _ name: String, _ run: WrkRun, _ baseline: WrkRun?, goal: BenchmarkCase.Goal
    ) -> BenchmarkResult {
        let rates = [run, baseline].compactMap { $0.map { String(Int($0.requestsPerSecond.rounded())) } }
        let name = name + " [" + rates.joined(separator: " vs ") + " req/s]"
        let nanoseconds = 1e9 / run.requestsPerSecond
        let baselineNanoseconds = baseline.map { 1e9 / $0.requestsPerSecond }
        return BenchmarkResult(
            name: name, goal: goal, nanoseconds: nanoseconds, baselineNanoseconds: baselineNanoseconds,
            ratio: baselineNanoseconds.map { nanoseconds / $0 })
    }

    private static func requireNoErrors(_ run: WrkRun, _ what: String) throws {
        guard run.errorResponses == 0 else {
            throw BenchSetupError(
                "\(what): \(run.errorResponses) answers were not 2xx; the figure would be meaningless")
        }
    }
}
