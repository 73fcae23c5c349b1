import Domain
import Foundation

// Ids in a path as the REST contract spells them (docs/REST.md): 36 characters, hex digits in
// groups of 8-4-4-4-12, read by Domain's `UUID(text:)`, which is strict where Foundation's
// `UUID(uuidString:)` (sscanf on Linux) also takes a sign, a space or `0x`.

extension UUID {
    /// The id `text` spells in the 36-character form, hex digits in either case; nil for
    /// anything else.
    init?(wire text: Substring) {
        self.init(text: text.utf8)
    }
}
