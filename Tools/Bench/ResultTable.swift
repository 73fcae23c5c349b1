/// Formats results as a Markdown table: `name | ns/op | baseline ns/op | ratio | goal | ok?`.
enum ResultTable {
    /// The table's header and separator rows.
    static let header = [
        "| name | ns/op | baseline ns/op | ratio | goal | ok? |",
        "|---|---:|---:|---:|---:|:---:|",
    ]

    /// One row for a result.
    static func row(_ result: BenchmarkResult) -> String {
        let baseline = result.baselineNanoseconds.map { format($0) } ?? "-"
        let ratio = result.ratio.map { format($0) + "x" } ?? "-"
        let goal: String
        switch result.goal {
        case .ratio(let limit): goal = "<= " + format(limit) + "x"
        case .nanoseconds(let limit): goal = "<= " + format(limit) + " ns"
        case .none: goal = "-"
        }
        let verdict = result.meetsGoal.map { $0 ? "yes" : "NO" } ?? "-"
        return "| \(result.name) | \(format(result.nanoseconds)) | \(baseline) | \(ratio) | \(goal) | \(verdict) |"
    }

    /// Two decimals below 10, one below 1000, none above.
    static func format(_ value: Double) -> String {
        let decimals = value < 10 ? 2 : value < 1000 ? 1 : 0
        var scale = 1.0
        for _ in 0..<decimals {
            scale *= 10
        }
        let rounded = (value * scale).rounded() / scale
        let whole = Int(rounded)
        guard decimals > 0 else { return String(whole) }
        let fraction = Int(((rounded - Double(whole)) * scale).rounded())
        let digits = String(fraction)
        return "\(whole)." + String(repeating: "0", count: decimals - digits.count) + digits
    }
}
