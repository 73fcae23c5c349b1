import Foundation

/// The peer of the server rows: `Tools/Bench/Peers/fastapi_todos.py` under uvicorn with two
/// workers (FastAPI's documented way to use two cores), on 127.0.0.1, over a copy of the SQLite
/// file the Swift server uses. scripts/bench installs `fastapi` and `uvicorn` from PyPI.
final class FastAPIPeer {
    /// Its root URL, e.g. `http://127.0.0.1:41234`.
    let root: String
    private let process: Process

    /// Whether python3 can import FastAPI and uvicorn; nil when it can, or the reason it cannot.
    static var unavailableReason: String? {
        let check = try? ChildProcess.run(
            "/usr/bin/env", ["python3", "-c", "import fastapi, uvicorn"],
            environment: ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"])
        return check?.status == 0 ? nil : "python3 cannot import fastapi and uvicorn (pip install fastapi uvicorn)"
    }

    /// Serves the todos of `database` (a copy: the peer writes to it); returns once it answers.
    init(database: String) throws {
        let port = try FreePort.find()
        let peers = FileManager.default.currentDirectoryPath + "/Tools/Bench/Peers"
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", "-m", "uvicorn", "fastapi_todos:app", "--app-dir", peers, "--workers", "2",
            "--host", "127.0.0.1", "--port", String(port), "--log-level", "warning", "--no-access-log",
        ]
        var environment = ProcessInfo.processInfo.environment
        environment["TODOS_DATABASE"] = database
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        root = "http://127.0.0.1:\(port)"
        do {
            try HTTPProbe.waitUntilServing(root + "/openapi.json", within: 60)
        } catch {
            stop()
            throw error
        }
    }

    /// The master and its workers, for ``ProcessCPU``.
    var pids: [Int32] { [process.processIdentifier] + ProcessCPU.children(of: process.processIdentifier) }

    /// Stops uvicorn (SIGTERM stops its workers too) and waits for it.
    func stop() {
        process.terminate()
        process.waitUntilExit()
    }

    /// Copies the SQLite file at `source` to `destination` through the sqlite3 shell's `.backup`,
    /// which includes what is still in the write-ahead log of a database another process has open.
    static func copyDatabase(_ source: String, to destination: String) throws {
        let copy = try ChildProcess.run(
            "/usr/bin/sqlite3", [source, ".backup '\(destination)'"], environment: ["PATH": "/usr/bin:/bin"])
        guard copy.status == 0 else { throw BenchSetupError("could not copy \(source): \(copy.stderr)") }
    }
}
