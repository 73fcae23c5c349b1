/// Measures cases robustly on a small shared machine: each case is calibrated to batches of a
/// few milliseconds, warmed up, then measured for several rounds in which subject and baseline
/// alternate (which goes first flips every round), so background load hits both alike. The
/// reported figures are medians over rounds; the ratio is the median of per-round ratios.
struct BenchmarkRunner {
    /// Measured rounds per case.
    var rounds = 21
    /// The duration a batch is calibrated to.
    var targetBatch = Duration.milliseconds(4)

    private let clock = ContinuousClock()

    /// Measures one case.
    func measure(_ benchmarkCase: BenchmarkCase) -> BenchmarkResult {
        let iterations = calibratedIterations(benchmarkCase.subject)
        for _ in 0..<2 {
            benchmarkCase.subject(iterations)
            benchmarkCase.baseline?(iterations)
        }
        var subjectTimes: [Double] = []
        var baselineTimes: [Double] = []
        var ratios: [Double] = []
        for round in 0..<rounds {
            var subjectTime = 0.0
            var baselineTime: Double?
            if round.isMultiple(of: 2) {
                subjectTime = nanosecondsPerOperation(benchmarkCase.subject, iterations)
                baselineTime = benchmarkCase.baseline.map { nanosecondsPerOperation($0, iterations) }
            } else {
                baselineTime = benchmarkCase.baseline.map { nanosecondsPerOperation($0, iterations) }
                subjectTime = nanosecondsPerOperation(benchmarkCase.subject, iterations)
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

    /// Doubles the iteration count until one batch of the subject takes `targetBatch`.
    private func calibratedIterations(_ body: (Int) -> Void) -> Int {
        var iterations = 16
        while iterations < 1 << 30 {
            let elapsed = clock.measure { body(iterations) }
            if elapsed >= targetBatch {
                return iterations
            }
            iterations *= elapsed < targetBatch / 8 ? 8 : 2
        }
        return iterations
    }

    private func nanosecondsPerOperation(_ body: (Int) -> Void, _ iterations: Int) -> Double {
        let elapsed = clock.measure { body(iterations) }
        let nanoseconds = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
        return nanoseconds / Double(iterations)
    }

    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }
}
