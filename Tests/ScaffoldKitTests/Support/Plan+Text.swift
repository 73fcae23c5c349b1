@testable import ScaffoldKit

extension Plan {
    /// The text of the planned file whose path ends with `suffix`; empty when there is none, so
    /// that a test's `contains` fails and names what it looked for.
    func text(endingWith suffix: String) -> String {
        changes.first { $0.path.hasSuffix(suffix) }?.after ?? ""
    }
}
