/// What `scripts/scaffold <Entity> ...` asks for, parsed but not yet checked against the tree.
struct GenerationRequest: Equatable, Sendable {
    /// What to do with files that exist with other content.
    enum ExistingFiles: Equatable, Sendable {
        /// Refuse, writing nothing (the default).
        case abort
        /// Replace them (`--force`).
        case overwrite
        /// Keep them (`--skip`).
        case keep
    }

    /// The entity name, e.g. `Product`.
    var entity: String
    /// Its fields; `name: String` when `--fields` is not given.
    var fields: [FieldSpec] = FieldSpec.defaults
    /// The gateway from `--gateway`; the first configured one when nil.
    var gateway: String?
    /// The plural from `--plural`; the rules decide when nil.
    var plural: String?
    /// What to do with existing files.
    var existingFiles = ExistingFiles.abort
    /// The arguments as given, recorded in the manifest.
    var arguments: [String] = []
}
