import Data
import Foundation

/// FNV-1a (64 bits) over bytes as they are read or written: cheap enough to keep up to date with
/// every journal line, and enough to tell the very journal a compaction folded in from any other
/// (a restored backup, another store's journal). Not a defence against someone forging a file.
struct ContentDigest: Equatable {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    /// Adds `bytes` after those already digested.
    mutating func add(_ bytes: Data) {
        var value = value
        bytes.withUnsafeBytes { buffer in
            for byte in buffer {
                value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            }
        }
        self.value = value
    }

    /// Sixteen lowercase hex digits, as the snapshot's header writes it.
    var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
