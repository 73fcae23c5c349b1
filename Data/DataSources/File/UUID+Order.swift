import Foundation

extension UUID {
    /// The UUID's 16 bytes as two big-endian integers: the same order as `uuidString` (fixed-width
    /// uppercase hex), without formatting a string per comparison, which dominated sorting a
    /// large snapshot.
    var orderKey: (UInt64, UInt64) {
        let bytes = uuid
        let high = [bytes.0, bytes.1, bytes.2, bytes.3, bytes.4, bytes.5, bytes.6, bytes.7]
        let low = [bytes.8, bytes.9, bytes.10, bytes.11, bytes.12, bytes.13, bytes.14, bytes.15]
        return (
            high.reduce(0) { $0 << 8 | UInt64($1) },
            low.reduce(0) { $0 << 8 | UInt64($1) }
        )
    }
}
