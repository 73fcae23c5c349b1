import Foundation
import TestSupport

/// The `server` executable (App/Server) on a store (the memory store unless told) and a free port,
/// for as long as the test holds it: `demo --store http://127.0.0.1:PORT` talks to it.
final class ReferenceServer {
    private let process = Process()
    private let input = Pipe()
    /// The base URL it printed, e.g. `http://127.0.0.1:49152`.
    let url: String

    /// Whether the build made it (every `swift build` does).
    static var isAvailable: Bool {
        FileManager.default.isExecutableFile(atPath: BuiltProducts.url("server").path)
    }

    /// Starts `server --store store` and reads the address it printed.
    init(store: String = "memory") throws {
        let output = Pipe()
        process.executableURL = BuiltProducts.url("server")
        process.arguments = ["--store", store, "--port", "0", "--exit-on-stdin-eof"]
        process.standardInput = input
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
            throw ServerStartError(line: text)
        }
        url = String(text.dropFirst("listening on ".count))
    }

    deinit {
        // Closing its standard input ends it (--exit-on-stdin-eof); terminate in case it hangs.
        try? input.fileHandleForWriting.close()
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }
}

/// The server did not say where it listens.
struct ServerStartError: Error {
    let line: String
}
