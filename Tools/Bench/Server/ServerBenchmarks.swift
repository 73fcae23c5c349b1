import Foundation

/// The `server` rows: `wrk` (2 threads, 64 connections, 10 s, loopback) against the release
/// `server` on SQLite, beside what a team would pick instead, in the same run: FastAPI under
/// uvicorn with two workers (`FastAPIPeer`), over a copy of the same SQLite rows.
///
/// - `GET /v1/todos/{id}`: goal at least 5x FastAPI's requests/s (at most 0.2x its time per
///   request), and p99 < 10 ms;
/// - single-todo `POST /v1/todos` (a new id per request): goal at least 2x FastAPI's requests/s;
/// - nginx serving the same JSON as a static file, for the record: the limit of the machine, with
///   no goal.
///
/// Each side takes turns with the other, two runs each, so that a change of load falls on both
/// sides of a ratio. wrk measures throughput, not one operation, so these rows do not go through
/// the runner: the time per operation is 1 s / (requests/s). Without wrk the rows are skipped;
/// without nginx or FastAPI their rows say so.
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
        let folder = try BenchSetup.freshFolder("bench-server")
        let fastAPIMissing = FastAPIPeer.unavailableReason
        if let fastAPIMissing {
            Output.line("| server rows against FastAPI skipped: \(fastAPIMissing) | - | - | - | - | - |")
        }
        return try getRows(wrk, folder: folder, withFastAPI: fastAPIMissing == nil)
            + postRows(wrk, folder: folder, withFastAPI: fastAPIMissing == nil)
    }

    private static func getRows(_ wrk: String, folder: URL, withFastAPI: Bool) throws -> [BenchmarkResult] {
        let database = folder.appendingPathComponent("get.sqlite").path
        let server = try BenchServer(["--store", "sqlite:\(database)"])
        defer { server.stop() }
        let id = "00000000-0000-4000-8000-000000000001"
        guard HTTPProbe.send("POST", server.root + "/v1/todos", body: Data(TodoJSON.make(id: id).utf8)).status == 201
        else {
            throw BenchSetupError("could not seed the todo")
        }
        let path = "/v1/todos/\(id)"
        let served = HTTPProbe.send("GET", server.root + path).body

        let peerDatabase = folder.appendingPathComponent("get-fastapi.sqlite").path
        try FastAPIPeer.copyDatabase(database, to: peerDatabase)
        let peer = withFastAPI ? try FastAPIPeer(database: peerDatabase) : nil
        defer { peer?.stop() }
        let nginx = try NginxStaticServer.executable.map { nginx in
            try NginxStaticServer(nginx, serving: served, at: path, in: folder.appendingPathComponent("nginx"))
        }
        defer { nginx?.stop() }

        var serverRuns: [WrkRun] = []
        var peerRuns: [WrkRun] = []
        var nginxRuns: [WrkRun] = []
        for _ in 0..<2 {
            serverRuns.append(try WrkRun.run(wrk, url: server.root + path, serving: [server.pid]))
            if let peer { peerRuns.append(try WrkRun.run(wrk, url: peer.root + path, serving: peer.pids)) }
            if let nginx {
                nginxRuns.append(try WrkRun.run(wrk, url: "http://127.0.0.1:\(nginx.port)\(path)", serving: nginx.pids))
            }
        }
        let get = WrkRun.combining(serverRuns)
        try requireNoErrors(get, "server GET")
        let peerGet = peerRuns.isEmpty ? nil : WrkRun.combining(peerRuns)
        if let peerGet { try requireNoErrors(peerGet, "FastAPI GET") }
        let nginxGet = nginxRuns.isEmpty ? nil : WrkRun.combining(nginxRuns)

        var results: [BenchmarkResult] = []
        if let peerGet {
            results.append(
                row(
                    "server: GET /v1/todos/{id}, SQLite, vs FastAPI + uvicorn (2 workers), wrk -t2 -c64 2x10 s",
                    get, peerGet, goal: .ratio(0.2)))
        }
        let tails = [("FastAPI", peerGet), ("nginx", nginxGet)].compactMap { name, run in
            run.map { "\(name) \(Int(($0.p99Nanoseconds / 1e6).rounded())) ms" }
        }
        results.append(
            BenchmarkResult(
                name: "server: GET /v1/todos/{id} p99 latency"
                    + (tails.isEmpty ? "" : " [same runs: \(tails.joined(separator: ", "))]"),
                goal: .nanoseconds(10_000_000), nanoseconds: get.p99Nanoseconds, baselineNanoseconds: nil, ratio: nil))
        if let nginxGet {
            // For the record: nginx answering the same bytes from a file is the machine's limit.
            results.append(
                row(
                    "server: GET /v1/todos/{id} vs nginx static file (the limit, for the record)", get, nginxGet,
                    goal: .none))
        }
        if let cpu = get.cpuNanosecondsPerRequest, let peerCPU = peerGet?.cpuNanosecondsPerRequest {
            // A shared machine's load moves CPU time per request far less than requests/s.
            results.append(
                BenchmarkResult(
                    name: "server: GET /v1/todos/{id}, CPU time per request, server vs FastAPI's workers, same runs",
                    goal: .none, nanoseconds: cpu, baselineNanoseconds: peerCPU, ratio: cpu / peerCPU))
        } else if let reason = ProcessCPU.unavailableReason {
            Output.line("| server GET CPU time per request skipped: \(reason) | - | - | - | - | - |")
        }
        return results
    }

    private static func postRows(_ wrk: String, folder: URL, withFastAPI: Bool) throws -> [BenchmarkResult] {
        let database = folder.appendingPathComponent("post.sqlite").path
        let server = try BenchServer(["--store", "sqlite:\(database)"])
        defer { server.stop() }
        let peerDatabase = folder.appendingPathComponent("post-fastapi.sqlite").path
        try FastAPIPeer.copyDatabase(database, to: peerDatabase)
        let peer = withFastAPI ? try FastAPIPeer(database: peerDatabase) : nil
        defer { peer?.stop() }

        var serverRuns: [WrkRun] = []
        var peerRuns: [WrkRun] = []
        for run in 0..<2 {
            let script = folder.appendingPathComponent("post-\(run).lua")
            try TodoJSON.wrkPostScript(run: run).write(to: script, atomically: true, encoding: .utf8)
            serverRuns.append(try WrkRun.run(wrk, url: server.root + "/v1/todos", script: script.path))
            if let peer { peerRuns.append(try WrkRun.run(wrk, url: peer.root + "/v1/todos", script: script.path)) }
        }
        let post = WrkRun.combining(serverRuns)
        try requireNoErrors(post, "server POST")
        guard !peerRuns.isEmpty else {
            return [row("server: POST /v1/todos, one todo each, SQLite (no FastAPI baseline)", post, nil, goal: .none)]
        }
        let peerPost = WrkRun.combining(peerRuns)
        try requireNoErrors(peerPost, "FastAPI POST")
        return [
            row(
                "server: POST /v1/todos, one todo each, SQLite, vs FastAPI + uvicorn (2 workers)", post, peerPost,
                goal: .ratio(0.5))
        ]
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
