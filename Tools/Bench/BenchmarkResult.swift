/// The measured figures of one case, and whether they meet its goal.
struct BenchmarkResult {
    /// The case's name.
    let name: String
    /// The case's goal.
    let goal: BenchmarkCase.Goal
    /// Median nanoseconds per operation of the subject.
    let nanoseconds: Double
    /// Median nanoseconds per operation of the baseline, if there is one.
    let baselineNanoseconds: Double?
    /// Median of the per-round subject/baseline ratios, if there is a baseline.
    let ratio: Double?

    /// Whether the goal is met; `nil` when there is no goal or nothing to compare.
    var meetsGoal: Bool? {
        switch goal {
        case .ratio(let limit):
            ratio.map { $0 <= limit }
        case .nanoseconds(let limit):
            nanoseconds <= limit
        case .none:
            nil
        }
    }
}
