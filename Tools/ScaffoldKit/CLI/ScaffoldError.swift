/// Every way the scaffold can refuse or fail. Each case carries what a person needs to fix it,
/// and maps to one documented exit code.
enum ScaffoldError: Error, Equatable, Sendable {
    /// The command line is wrong (exit 64).
    case usage(String)
    /// An entity name or `--plural` was refused (exit 65).
    case invalidName(String, reason: String)
    /// A `--fields` entry was refused (exit 65).
    case invalidFields(String)
    /// `--gateway` names no configured gateway (exit 65).
    case unknownGateway(String, known: [String])
    /// scaffold.json or Templates/manifest.json is unreadable or wrong (exit 65).
    case config(String)
    /// A template failed to parse or render (exit 65).
    case template(TemplateError)
    /// The entity was written by hand (it is not in the scaffold's manifest) (exit 65).
    case entityExists(String, path: String)
    /// Files the plan would create exist with other content; `--force` or `--skip` decides (exit 73).
    case existingFiles([String])
    /// Files the plan would overwrite that the scaffold did not write for this entity; only
    /// `--force-overwrite PATH` replaces them (exit 73).
    case unownedFiles([String])
    /// Files to remove were edited since the scaffold wrote them; `--force` removes anyway (exit 73).
    case editedFiles([String])
    /// Generated files to write again (`--upgrade`, a field change, generating again) that were
    /// edited by hand since: they differ from what the scaffold recorded writing and from what
    /// the templates make today; `--force` replaces them (exit 73).
    case handEdited([String])
    /// `--remove` names an entity the manifest does not record (exit 66).
    case notInManifest(String, known: [String])
    /// `--remove` names an entity that other generated entities refer to (exit 65).
    case stillReferenced(String, by: [String])
    /// `--remove` without `--force` names an entity the app is built around (exit 65).
    case appEntity(String)
    /// A registration file lacks its marker comments (exit 65).
    case markerMissing(file: String, marker: String)
    /// Reading or writing the tree failed; every touched file was restored (exit 1).
    case io(String)
    /// A file the plan changes cannot be written (read-only, immutable); found before anything
    /// was written (exit 1).
    case unwritable(path: String, reason: String)
    /// An interrupted apply's journal cannot be finished (unreadable, or files changed since);
    /// nothing was touched and the journal is kept (exit 1).
    case unfinishedApply(String)
    /// Writing failed and so did putting some files back; the journal, when there is one, is kept
    /// for the next command to finish from (exit 1).
    case partlyRestored(cause: String, unrestored: [String], journal: String?)
    /// `--verify` or `--selftest`: the build or the new tests failed; the real tree is untouched (exit 2).
    case verifyFailed(step: String, log: String, tail: String)

    /// The process exit code for this error, as listed in `--help`.
    var exitCode: Int32 {
        switch self {
        case .usage: 64
        case .invalidName, .invalidFields, .unknownGateway, .config, .template, .entityExists, .markerMissing,
            .stillReferenced, .appEntity:
            65
        case .notInManifest: 66
        case .existingFiles, .unownedFiles, .editedFiles, .handEdited: 73
        case .io, .unwritable, .unfinishedApply, .partlyRestored: 1
        case .verifyFailed: 2
        }
    }
}

extension ScaffoldError: CustomStringConvertible {
    /// One message a person can act on.
    var description: String {
        switch self {
        case .usage(let message): "\(message)\nRun 'scripts/scaffold --help' for usage."
        case .invalidName(let name, let reason): "cannot use '\(name)': \(reason). Nothing was written."
        case .invalidFields(let message): "invalid --fields: \(message). Nothing was written."
        case .unknownGateway(let name, let known):
            "unknown gateway '\(name)'; scaffold.json configures: \(known.joined(separator: ", ")). Nothing was written."
        case .stillReferenced(let entity, let referrers):
            "cannot remove \(entity): \(referrers.joined(separator: ", ")) \(referrers.count == 1 ? "refers" : "refer") "
                + "to it; remove \(referrers.count == 1 ? "that entity" : "those entities") first. Nothing was written."
        case .appEntity(let entity):
            "cannot remove \(entity): the app is built around it (its hand-written code and Todo need it; the "
                + "manifest marks it isAppEntity). Nothing was written. --force removes its generated files anyway."
        case .config(let message): "configuration error: \(message). Nothing was written."
        case .template(let error): "template error: \(error). Nothing was written."
        case .entityExists(let name, let path):
            "cannot use '\(name)': the entity already exists (\(path)) and was not made by the scaffold. "
                + "Nothing was written."
        case .existingFiles(let paths):
            "these files already exist with other content:\n"
                + paths.map { "  \($0)" }.joined(separator: "\n")
                + "\nNothing was written. Use --force to overwrite files the scaffold generated for this entity, "
                + "--force-overwrite PATH for a file written by hand, or --skip to keep them."
        case .unownedFiles(let paths):
            "these files exist and were not generated by the scaffold for this entity:\n"
                + paths.map { "  \($0)" }.joined(separator: "\n")
                + "\nNothing was written. --force replaces only the scaffold's own files. To replace one of these, "
                + "name it: " + paths.map { "--force-overwrite \($0)" }.joined(separator: " ")
                + " (its bytes are kept in the manifest and --remove puts them back); or --skip to keep them."
        case .editedFiles(let paths):
            "these files were edited since the scaffold wrote them:\n"
                + paths.map { "  \($0)" }.joined(separator: "\n")
                + "\nNothing was removed. Use --force to remove them anyway."
        case .handEdited(let paths):
            "these generated files were edited by hand since the scaffold wrote them, and today's templates "
                + "make something else:\n"
                + paths.map { "  \($0)" }.joined(separator: "\n")
                + "\nNothing was written. Move the edits into the templates or into a file of your own (git diff "
                + "shows them), or undo them, and run the command again; --force replaces them."
        case .notInManifest(let name, let known):
            "the scaffold's manifest has no entity '\(name)'"
                + (known.isEmpty ? "" : "; it records: \(known.joined(separator: ", "))")
                + ". Nothing was changed."
        case .markerMissing(let file, let marker):
            "\(file) has no '// scaffold:\(marker):begin' ... '// scaffold:\(marker):end' block to register in. "
                + "Nothing was written."
        case .io(let message): "\(message). The tree was restored to what it was."
        case .unwritable(let path, let reason):
            "cannot write \(path): \(reason). Nothing was written; the tree is unchanged."
        case .unfinishedApply(let message): message
        case .partlyRestored(let cause, let unrestored, let journal):
            "\(cause); putting back \(unrestored.joined(separator: ", ")) failed too, so the tree is not as before. "
                + (journal.map { "\($0) is kept: the next scaffold command finishes the apply from it." }
                    ?? "Check these files with git.")
        case .verifyFailed(let step, let log, let tail):
            "verification failed at '\(step)'; the real tree was not touched. Full log: \(log)\n\(tail)"
        }
    }
}
