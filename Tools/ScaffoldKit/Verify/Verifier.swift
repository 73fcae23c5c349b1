import Foundation

/// `--verify`: applies a plan to a mirror of the tree, builds it exactly like CI and runs the new
/// entity's tests there. The real tree is touched only after this passes.
struct Verifier {
    /// The repository root.
    let root: URL
    /// The folder, relative to the root, holding the mirror (`tree/`), its build (`build/`) and
    /// the log (`verify.log`).
    let directory: String
    /// Runs `swift`.
    let runner: any CommandRunner
    /// Reports each step as it starts.
    let progress: (String) -> Void

    /// The mirror of the tree.
    var mirror: URL { root.appending(path: directory).appending(path: "tree") }
    /// The build folder, kept between runs so builds are incremental.
    var scratch: URL { root.appending(path: directory).appending(path: "build") }
    /// The log of the last run.
    var log: URL { root.appending(path: directory).appending(path: "verify.log") }

    /// Refreshes the mirror from the tree (undoing anything a previous run left in it).
    func prepareMirror() throws(ScaffoldError) {
        progress("copying the tree to \(directory)/tree")
        do {
            try FileManager.default.createDirectory(at: mirror, withIntermediateDirectories: true)
            try Data().write(to: log)
        } catch {
            throw .io("cannot prepare \(directory): \(error.localizedDescription)")
        }
        try TreeMirror(source: root, destination: mirror).sync()
    }

    /// Applies `plan` to the mirror, builds it with warnings as errors and the layer rules
    /// enforced, runs the tests whose names contain `testFilter` (every test when it is nil), and
    /// lints every Swift file the plan writes but those in `unlinted` (the self-test's own tests,
    /// which only the copy has).
    func check(_ plan: Plan, testFilter: String?, unlinted: Set<String> = []) throws(ScaffoldError) {
        try Transaction.apply(plan, to: DiskFileSystem(root: mirror))
        let common = ["--package-path", mirror.path, "--scratch-path", scratch.path]
        progress("building the copy (swift build --build-tests, warnings are errors)")
        try step(
            "swift build",
            ["swift", "build", "--build-tests"] + common + [
                "--explicit-target-dependency-import-check", "error", "-Xswiftc", "-warnings-as-errors",
            ]
        )
        if let testFilter {
            progress("running the new tests (swift test --filter \(testFilter))")
            try step("swift test", ["swift", "test", "--skip-build"] + common + ["--filter", testFilter])
        } else {
            progress("running every test with the entity present (swift test)")
            try step("swift test", ["swift", "test", "--skip-build"] + common)
        }
        let written = plan.writes.filter {
            $0.after != nil && $0.path.hasSuffix(".swift") && !unlinted.contains($0.path)
        }.map(\.path)
        if FileManager.default.fileExists(atPath: mirror.appending(path: ".swift-format").path), !written.isEmpty {
            progress("linting the generated and edited Swift (swift format lint --strict)")
            try step(
                "swift format lint",
                ["swift", "format", "lint", "--strict"] + written.map { mirror.appending(path: $0).path })
        }
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        if let testFilter, output.contains("with 0 tests") || output.contains("No matching test cases were run") {
            throw .verifyFailed(step: "swift test", log: log.path, tail: "no test matched '\(testFilter)'")
        }
    }

    private func step(_ name: String, _ arguments: [String]) throws(ScaffoldError) {
        let status = try runner.run(arguments, in: mirror, log: log)
        guard status == 0 else {
            let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            let tail = text.split(separator: "\n", omittingEmptySubsequences: false).suffix(30).joined(separator: "\n")
            throw .verifyFailed(step: name, log: log.path, tail: tail)
        }
    }
}
