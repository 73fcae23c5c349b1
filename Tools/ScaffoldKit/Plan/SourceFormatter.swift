import Foundation

/// Formats generated Swift the way the project's lint expects, so generated code passes
/// `swift format lint --strict` whatever the entity's name length.
protocol SourceFormatter {
    /// The formatted text of each file, keyed by path as given.
    func format(_ files: [String: String]) throws(ScaffoldError) -> [String: String]
}

/// Runs the toolchain's `swift format` with the repository's `.swift-format`, once for all files.
struct SwiftFormatRunner: SourceFormatter {
    /// The repository root, which holds `.swift-format`.
    let root: URL
    /// Runs the process.
    let runner: any CommandRunner

    func format(_ files: [String: String]) throws(ScaffoldError) -> [String: String] {
        guard !files.isEmpty else { return files }
        let work = FileManager.default.temporaryDirectory.appending(path: "scaffold-format-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        let disk = DiskFileSystem(root: work)
        do {
            try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        } catch {
            throw .io("cannot make a folder for formatting: \(error.localizedDescription)")
        }
        for (path, text) in files { _ = try disk.write(Data(text.utf8), to: path) }
        let log = work.appending(path: "format.log")
        let status = try runner.run(
            ["swift", "format", "format", "-i", "--configuration", root.appending(path: ".swift-format").path]
                + files.keys.sorted().map { work.appending(path: $0).path },
            in: work, log: log
        )
        guard status == 0 else {
            let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            throw .config(
                "swift format could not format the generated files (a template makes invalid Swift?):\n\(output)")
        }
        var formatted: [String: String] = [:]
        for path in files.keys { formatted[path] = try disk.readText(path) ?? files[path] }
        return formatted
    }
}
