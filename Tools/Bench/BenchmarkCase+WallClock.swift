extension BenchmarkCase {
    /// A case whose one operation is a whole child process or another long call that the calling
    /// thread's clock cannot see: timed on the wall clock, one operation per batch, `rounds` times.
    static func wallClock(
        _ name: String, goal: Goal, rounds: Int, subject: @escaping () -> Void, baseline: @escaping () -> Void
    ) -> BenchmarkCase {
        var benchmarkCase = BenchmarkCase(
            name, goal: goal,
            subject: { iterations in
                for _ in 0..<iterations { subject() }
            },
            baseline: { iterations in
                for _ in 0..<iterations { baseline() }
            })
        benchmarkCase.measuresWallTime = true
        benchmarkCase.fixedIterations = 1
        benchmarkCase.rounds = rounds
        return benchmarkCase
    }
}
