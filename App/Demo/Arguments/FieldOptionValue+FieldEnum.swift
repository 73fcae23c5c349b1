import Domain
import Foundation

// An enum field's option (`--status shipped`) takes a case's name; each generated entity's
// options declare its enums' conformance (`extension Status: FieldOptionValue {}`), and this is
// all of it, so that `add`, `edit` and `list` read an enum as they read any other field.
extension FieldOptionValue where Self: FieldEnum {
    /// The cases, as help lists them: `open|shipped|cancelled`.
    static var valueName: String { allCases.map(\.name).joined(separator: "|") }
    /// The cases, for the error that names the option: `one of open, shipped, cancelled`.
    static var expected: String { "one of \(caseNames)" }
    /// The case named `text`, ignoring case (no two cases differ only in case).
    init?(optionText text: String, timeZone: TimeZone) {
        guard let match = Self.allCases.first(where: { $0.name.lowercased() == text.lowercased() }) else {
            return nil
        }
        self = match
    }
    /// The case nearest to `text`: `hihg` suggests `high`.
    static func suggestion(for text: String) -> String? {
        EditDistance.suggestion(for: text.lowercased(), among: allCases.map(\.name))
    }
}
