import Foundation

// `scripts/bench [--strict] [filter]`: runs every suite (or those matching the filter) in
// release mode and prints one table. To add a suite, write `XBenchmarks.swift` conforming to
// `BenchmarkSuite` and add it to this list; nothing else changes.
let suites: [any BenchmarkSuite] = [
    DIBenchmarks()
]

let options = BenchmarkOptions(arguments: Array(CommandLine.arguments.dropFirst()))
let runner = BenchmarkRunner()
let sink = Sink()
var missedGoals = 0

Output.line(ResultTable.header.joined(separator: "\n"))
for suite in suites where options.selects(suite: suite.name) || options.filter != nil {
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
Output.line("\nchecksum \(sink.checksum) (keeps every result observable); \(missedGoals) goal(s) missed")
exit(options.isStrict && missedGoals > 0 ? 1 : 0)
