/// One measurement: a subject, optionally beside a hand-written baseline doing the same work, and
/// the goal it should meet. Each closure runs the operation `iterations` times in its own loop,
/// so the loop is compiled together with the operation (no closure call per operation).
struct BenchmarkCase {
    /// What a case should achieve to be marked ok.
    enum Goal {
        /// At most this many times the baseline's time per operation.
        case ratio(Double)
        /// At most this many nanoseconds per operation (for cases without a baseline).
        case nanoseconds(Double)
        /// Measured and printed only.
        case none
    }

    /// The row's name, e.g. `DI: transient with one dependency`.
    let name: String
    /// The target the row is checked against.
    let goal: Goal
    /// Runs the measured operation `iterations` times.
    let subject: (_ iterations: Int) -> Void
    /// Runs the hand-written equivalent `iterations` times, if there is one.
    let baseline: ((_ iterations: Int) -> Void)?
    /// Operations per batch, for a case whose one operation takes far longer than a calibrated
    /// batch (a query over a whole store); nil calibrates as usual.
    var fixedIterations: Int?
    /// Measured rounds, when a case's operations are too long for the runner's default.
    var rounds: Int?
    /// Times wall clock instead of the calling thread's CPU, for work that waits for the disk or
    /// runs on another thread (a store's own I/O thread).
    var measuresWallTime = false

    init(
        _ name: String,
        goal: Goal = .none,
        subject: @escaping (_ iterations: Int) -> Void,
        baseline: ((_ iterations: Int) -> Void)? = nil
    ) {
        self.name = name
        self.goal = goal
        self.subject = subject
        self.baseline = baseline
    }
}
