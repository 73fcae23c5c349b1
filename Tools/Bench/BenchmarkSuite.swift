/// A group of cases sharing a setup, e.g. the DI container or the SQLite store.
///
/// Adding a suite: write `XBenchmarks.swift` with a type conforming to this protocol (build the
/// objects in `makeCases`, put each operation's result into `sink`), then add one line,
/// `XBenchmarks(),` to `suites` in main.swift. The runner does the timing, warm-up, rounds,
/// interleaving with the baseline, medians and the table.
protocol BenchmarkSuite {
    /// The suite's name, matched by the optional filter argument.
    var name: String { get }

    /// Sets up what the cases need and returns them. Throws when the setup fails (a database
    /// cannot be opened); the runner reports the failure and goes on with the next suite.
    func makeCases(sink: Sink) throws -> [BenchmarkCase]
}
