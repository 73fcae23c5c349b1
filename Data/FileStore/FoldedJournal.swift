import Data
import Foundation

/// Which journal a snapshot has folded in, written in the snapshot's header (`"folded"`): after a
/// crash between a compaction's two renames, the journal left beside the new snapshot is ignored
/// only when it is this one; any other journal of an older generation is an error, not something
/// to replace.
struct FoldedJournal: Equatable, Codable {
    /// The generation the folded journal continued.
    let generation: Int
    /// How many of its bytes were folded in: every complete line.
    let bytes: Int
    /// ``ContentDigest/hex`` of those bytes.
    let digest: String
}

extension Journal {
    /// True when the first `folded.bytes` bytes of this journal are the ones `folded` describes.
    func holds(_ folded: FoldedJournal) throws(FileStoreError) -> Bool {
        guard header?.generation == folded.generation, try file.status().size >= folded.bytes else { return false }
        var digest = ContentDigest()
        digest.add(try file.read(from: 0, count: folded.bytes))
        return digest.hex == folded.digest
    }
}

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
