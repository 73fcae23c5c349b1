/// Measures cases robustly on a small shared machine: subject and baseline are each calibrated
/// to batches of about a millisecond of thread CPU time (so preemption by other processes is not
/// counted), warmed up, then measured for several rounds in which they alternate (which goes first
/// flips every round), so cache and frequency effects hit both alike. The reported figures are
/// medians over rounds; the ratio is the median of per-round ratios.
struct BenchmarkRunner {
    /// Measured rounds per case.
    var rounds = 31
    /// The CPU time a batch is calibrated to, in nanoseconds.
    var targetBatchNanoseconds: UInt64 = 1_000_000

    /// Measures one case.
    func measure(_ benchmarkCase: BenchmarkCase) -> BenchmarkResult {
        let wallTime = benchmarkCase.measuresWallTime
        let iterations =
            benchmarkCase.fixedIterations ?? calibratedIterations(benchmarkCase.subject, wallTime: wallTime)
        let baselineIterations =
            benchmarkCase.baseline.map { benchmarkCase.fixedIterations ?? calibratedIterations($0, wallTime: wallTime) }
            ?? 0
        for _ in 0..<2 {
            benchmarkCase.subject(iterations)
            benchmarkCase.baseline?(baselineIterations)
        }
        var subjectTimes: [Double] = []
        var baselineTimes: [Double] = []
        var ratios: [Double] = []
        for round in 0..<(benchmarkCase.rounds ?? rounds) {
            var subjectTime = 0.0
            var baselineTime: Double?
            if round.isMultiple(of: 2) {
                subjectTime = nanosecondsPerOperation(benchmarkCase.subject, iterations, wallTime: wallTime)
                baselineTime = benchmarkCase.baseline.map {
                    nanosecondsPerOperation($0, baselineIterations, wallTime: wallTime)
                }
            } else {
                baselineTime = benchmarkCase.baseline.map {
                    nanosecondsPerOperation($0, baselineIterations, wallTime: wallTime)
                }
                subjectTime = nanosecondsPerOperation(benchmarkCase.subject, iterations, wallTime: wallTime)
            }
            subjectTimes.append(subjectTime)
            if let baselineTime {
                baselineTimes.append(baselineTime)
                ratios.append(subjectTime / max(baselineTime, 0.001))
            }
        }
        return BenchmarkResult(
            name: benchmarkCase.name,
            goal: benchmarkCase.goal,
            nanoseconds: Self.median(subjectTimes),
            baselineNanoseconds: baselineTimes.isEmpty ? nil : Self.median(baselineTimes),
            ratio: ratios.isEmpty ? nil : Self.median(ratios)
        )
    }

    /// Grows the iteration count until one batch takes `targetBatchNanoseconds` of CPU time.
    private func calibratedIterations(_ body: (Int) -> Void, wallTime: Bool) -> Int {
        var iterations = 16
        while iterations < 1 << 30 {
            let elapsed = nanoseconds(of: { body(iterations) }, wallTime: wallTime)
            if elapsed >= targetBatchNanoseconds {
                return iterations
            }
            iterations *= elapsed < targetBatchNanoseconds / 8 ? 8 : 2
        }
        return iterations
    }

    private func nanosecondsPerOperation(_ body: (Int) -> Void, _ iterations: Int, wallTime: Bool) -> Double {
        Double(nanoseconds(of: { body(iterations) }, wallTime: wallTime)) / Double(iterations)
    }

    /// The calling thread's CPU time of `body`, or its wall time for a case that waits for the
    /// disk or for work on another thread.
    private func nanoseconds(of body: () -> Void, wallTime: Bool) -> UInt64 {
        guard wallTime else { return CPUTime.measure(body) }
        let elapsed = ContinuousClock().measure(body).components
        return UInt64(elapsed.seconds) * 1_000_000_000 + UInt64(elapsed.attoseconds / 1_000_000_000)
    }

    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }
}
