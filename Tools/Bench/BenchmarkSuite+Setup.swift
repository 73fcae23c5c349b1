import Foundation

// What the suites with a costly setup (a child process, a database, 100,000 rows) all do before
// they build their cases.

extension BenchmarkSuite {
    /// Whether the command line asks for any of `cases`. The harness sets every suite up even when
    /// filtering, so a suite whose setup is expensive skips it when none of its cases is asked for.
    func isAsked(for cases: [String]) -> Bool {
        let options = BenchmarkOptions(arguments: Array(CommandLine.arguments.dropFirst()))
        return cases.contains { options.selects(suite: name, case: $0) }
    }
}

/// A suite of one case with a costly setup. The guard every such suite needs is written once:
/// the setup runs only when the command line asks for the case.
protocol SingleCaseSuite: BenchmarkSuite {
    /// The case's name, as the table prints it and the filter matches it.
    static var caseName: String { get }

    /// Sets up what the case needs and returns it; not called when the case is not asked for.
    func makeCase(sink: Sink) throws -> BenchmarkCase
}

extension SingleCaseSuite {
    func makeCases(sink: Sink) throws -> [BenchmarkCase] {
        guard isAsked(for: [Self.caseName]) else { return [] }
        return [try makeCase(sink: sink)]
    }
}

/// What a suite's setup finds or makes outside the process.
enum BenchSetup {
    /// The empty folder `name` under the temporary directory: a fixed one, emptied first, since the
    /// cases run after `makeCases` returns and the folder must outlive it.
    static func freshFolder(_ name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(name)
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The PostgreSQL server `scripts/bench` started (`POSTGRES_BENCH_URL`).
    static func postgreSQLServer() throws -> String {
        guard let url = ProcessInfo.processInfo.environment["POSTGRES_BENCH_URL"], !url.isEmpty else {
            throw BenchSetupError("POSTGRES_BENCH_URL is not set; scripts/bench starts a cluster and sets it")
        }
        return url
    }
}
