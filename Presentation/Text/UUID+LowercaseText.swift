import Domain
import Foundation

extension UUID {
    /// The id as scripts see it: `uuidString` in lower case.
    var lowercaseText: String {
        text(uppercase: false)
    }
}
