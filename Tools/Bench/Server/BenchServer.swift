import Foundation

/// The release `server` built beside this benchmark (scripts/bench builds it), on a free port.
final class BenchServer {
    /// Its root URL, e.g. `http://127.0.0.1:41234`.
    let root: String
    private let process: Process

    init(_ arguments: [String]) throws {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent()
        let executable = folder.appendingPathComponent("server").path
        guard FileManager.default.isExecutableFile(atPath: executable) else {
            throw BenchSetupError("no server at \(executable); build it first: swift build -c release --product server")
        }
        (process, root) = try Self.launch(executable, ["--port", "0"] + arguments)
    }

    /// Starts `executable` and reads the root URL from its first line.
    static func launch(_ executable: String, _ arguments: [String]) throws -> (Process, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var line = Data()
        while let byte = try output.fileHandleForReading.read(upToCount: 1), let first = byte.first, first != 10 {
            line.append(first)
        }
        let text = String(decoding: line, as: UTF8.self)
        guard text.hasPrefix("listening on ") else {
            process.terminate()
            throw BenchSetupError("\(executable) did not start: \(text)")
        }
        return (process, String(text.dropFirst("listening on ".count)))
    }

    /// Its process id, for ``ProcessCPU``.
    var pid: Int32 { process.processIdentifier }

    /// SIGTERM, then waits for the graceful stop.
    func stop() {
        process.terminate()
        process.waitUntilExit()
    }
}
