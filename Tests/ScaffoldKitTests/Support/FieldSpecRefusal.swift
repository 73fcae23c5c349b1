import Testing

@testable import ScaffoldKit

/// The check every refused `--fields` spec gets: a data error (65) whose message says why.
enum FieldSpecRefusal {
    /// Expects `spec` to be refused with exit code 65 and a message containing `reason`.
    static func expect(_ spec: String, reason: String, sourceLocation: SourceLocation = #_sourceLocation) {
        do throws(ScaffoldError) {
            _ = try FieldSpec.parseList(spec)
            Issue.record("accepted \(spec)", sourceLocation: sourceLocation)
        } catch {
            #expect(error.exitCode == 65, sourceLocation: sourceLocation)
            #expect(error.description.contains(reason), "\(error.description)", sourceLocation: sourceLocation)
        }
    }
}
