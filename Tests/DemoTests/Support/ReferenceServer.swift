import Foundation
import TestSupport

/// The `server` executable (App/Server) on a store (the memory store unless told) and a free port,
/// for as long as the test holds it: `demo --store http://127.0.0.1:PORT` talks to it.
final class ReferenceServer {
    private let process: SpawnedProcess
    /// The base URL it printed, e.g. `http://127.0.0.1:49152`.
    let url: String

    /// Whether the build made it (every `swift build` does).
    static var isAvailable: Bool {
        FileManager.default.isExecutableFile(atPath: BuiltProducts.url("server").path)
    }

    /// Starts `server --store store` and reads the address it printed.
    init(store: String = "memory") throws {
        process = try SpawnedProcess(
            ChildCommand(
                BuiltProducts.url("server").path, ["--store", store, "--port", "0", "--exit-on-stdin-eof"],
                standardInput: .pipe, standardError: .null))
        url = try process.listeningURL(within: .seconds(60)).absoluteString
    }

    deinit {
        // Closing its standard input ends it (--exit-on-stdin-eof); the wait kills it if it hangs.
        process.closeInput()
        _ = try? process.waitForExit(within: .seconds(30))
    }
}
