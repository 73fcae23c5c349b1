import Foundation

// `scripts/bench [--strict] [filter]`: runs every suite (or those matching the filter) in
// release mode and prints one table. To add a suite, write `XBenchmarks.swift` conforming to
// `BenchmarkSuite` and add it to this list; nothing else changes.
let suites: [any BenchmarkSuite] = [
    DIBenchmarks(),
    FileStoreBenchmarks(),
    FileStoreOpenBenchmarks(),
    SQLiteBenchmarks(),
    SQLiteImportBenchmarks(),
    DemoBenchmarks(),
    TaskwarriorBenchmarks(),
    FlatCommandBenchmarks(),
    PostgreSQLBenchmarks(),
    PostgreSQLLookupBenchmarks(),
    PostgreSQLStoreBenchmarks(),
]

let options = BenchmarkOptions(arguments: Array(CommandLine.arguments.dropFirst()))
let runner = BenchmarkRunner()
let sink = Sink()
var missedGoals = 0

Output.line(
    "bench: \(ProcessInfo.processInfo.activeProcessorCount) cores; time per operation, the median of "
        + "interleaved rounds (\(runner.rounds) unless a case sets its own); ratio = subject / baseline, "
        + "both measured in this run on the same work.\n"
        + "Timed: the calling thread's CPU time, except rows whose work runs on other threads or "
        + "processes (SQLite, PostgreSQL, file store I/O, whole demo processes, the server under wrk), "
        + "which time the wall clock.\n")
Output.line(ResultTable.header.joined(separator: "\n"))
// With a filter, every suite is set up so that its case names can be matched too.
for suite in suites {
    let cases: [BenchmarkCase]
    do {
        cases = try suite.makeCases(sink: sink)
    } catch {
        Output.error("\(suite.name): setup failed: \(error)")
        continue
    }
    for benchmarkCase in cases where options.selects(suite: suite.name, case: benchmarkCase.name) {
        let result = runner.measure(benchmarkCase)
        if result.meetsGoal == false {
            missedGoals += 1
        }
        Output.line(ResultTable.row(result))
    }
}
// The server rows measure throughput with wrk, outside the runner (see ServerBenchmarks).
if options.selects(suite: ServerBenchmarks.name) {
    for result in ServerBenchmarks.results() {
        if result.meetsGoal == false { missedGoals += 1 }
        Output.line(ResultTable.row(result))
    }
}
Output.line("\nchecksum \(sink.checksum) (keeps every result observable); \(missedGoals) goal(s) missed")
exit(options.isStrict && missedGoals > 0 ? 1 : 0)
