import Domain
import Foundation

extension UUID {
    /// The id as scripts see it: `uuidString` in lower case, written directly from the bytes.
    var lowercaseText: String {
        String(unsafeUninitializedCapacity: UUID.textLength) { buffer in
            guard let start = buffer.baseAddress else { return 0 }
            writeText(into: start, uppercase: false)
            return UUID.textLength
        }
    }
}
