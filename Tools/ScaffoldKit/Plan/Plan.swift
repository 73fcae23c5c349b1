/// Everything one command would change, computed in memory before anything is written.
///
/// `--dry-run` prints it, `--json` serialises it, `--verify` applies it to a copy, and a normal
/// run applies it to the tree: one plan, one code path.
struct Plan: Equatable, Sendable {
    /// What happens to one file.
    enum Action: String, Equatable, Sendable {
        /// A new file.
        case create
        /// An existing file replaced (`--force`).
        case overwrite
        /// An existing file changed in place (a registration, the manifest).
        case edit
        /// A file removed (`--remove`).
        case delete
        /// A hand-written file that `--force-overwrite` replaced, written back (`--remove`).
        case restore
        /// The file already has exactly this content: nothing to do.
        case unchanged
        /// An existing file kept as it is (`--skip`).
        case skip

        /// True when applying the change writes or removes the file.
        var writes: Bool {
            self == .create || self == .overwrite || self == .edit || self == .delete || self == .restore
        }
    }

    /// One file's change.
    struct Change: Equatable, Sendable {
        /// The path relative to the repository root.
        let path: String
        /// What happens to it.
        let action: Action
        /// Its text before, nil when it does not exist.
        let before: String?
        /// Its text after, nil when it is removed.
        let after: String?
        /// True for the scaffold's own manifest, which dry runs list without a diff.
        var isBookkeeping = false
    }

    /// What the plan does, e.g. `generate Product`.
    let title: String
    /// The entity it is about.
    let entity: String
    /// Every file looked at, in the order they are applied.
    let changes: [Change]
    /// What the person should know beyond the files: after `--remove`, what stays stored.
    var notes: [String] = []

    /// The changes that write or remove something.
    var writes: [Change] { changes.filter(\.action.writes) }

    /// True when applying would change nothing.
    var isNoOp: Bool { writes.isEmpty }
}
