import Data

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
