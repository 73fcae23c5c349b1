import Domain
import Foundation

// Ids as the REST contract spells them (docs/REST.md): 36 characters, hex digits in groups of
// 8-4-4-4-12, read and written by Domain's byte-level `UUID(text:)` and `writeText(into:)`:
// Foundation's `UUID(uuidString:)` and `uuidString` go through sscanf and snprintf on Linux,
// together about 6% of the CPU time of a GET by id.

extension UUID {
    /// The id `text` spells in the 36-character form, hex digits in either case; nil for
    /// anything else.
    init?(wire text: Substring) {
        // A slice of a native string is contiguous; anything else is copied once.
        guard let contiguous = text.utf8.withContiguousStorageIfAvailable({ UUID(text: $0) }) else {
            self.init(text: String(text))
            return
        }
        guard let parsed = contiguous else { return nil }
        self = parsed
    }

    /// Appends the id's 36 characters, uppercase as `uuidString` spells them, to `bytes`.
    func appendWireText(to bytes: inout [UInt8]) {
        let start = bytes.count
        bytes.append(contentsOf: repeatElement(0, count: UUID.textLength))
        bytes.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            writeText(into: base + start)
        }
    }
}
