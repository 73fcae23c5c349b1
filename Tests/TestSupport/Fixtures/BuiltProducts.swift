import Foundation

/// Executables built beside the test bundle (`demo`, `StoreWorker`), for tests that run them as
/// child processes.
public enum BuiltProducts {
    /// The folder `swift build` puts products in: the one holding the running test bundle.
    public static var directory: URL {
        var url = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        // On macOS the runner sits inside Foo.xctest/Contents/MacOS; on Linux beside the products.
        while url.path != "/", !FileManager.default.fileExists(atPath: url.appendingPathComponent("StoreWorker").path) {
            url.deleteLastPathComponent()
        }
        return url
    }

    /// The product named `name`, e.g. `demo`.
    public static func url(_ name: String) -> URL {
        directory.appendingPathComponent(name)
    }

    /// The repository root, found from this source file's path.
    public static var repositoryRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }
}
