/// The command line: `bench [--strict] [filter]`. The filter keeps the suites or cases whose
/// name contains it (case-insensitive); `--strict` makes a missed goal exit with status 1.
struct BenchmarkOptions {
    /// Keeps only suites or cases whose name contains this, lowercased.
    var filter: String?
    /// Whether a missed goal fails the run.
    var isStrict = false

    init(arguments: [String]) {
        for argument in arguments {
            if argument == "--strict" {
                isStrict = true
            } else {
                filter = argument.lowercased()
            }
        }
    }

    /// Whether a suite or case named `name` (within `suite`) is selected.
    func selects(suite: String, case name: String? = nil) -> Bool {
        guard let filter else { return true }
        return suite.lowercased().contains(filter) || (name?.lowercased().contains(filter) ?? false)
    }
}
