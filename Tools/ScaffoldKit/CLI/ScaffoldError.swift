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
    /// Files to remove were edited since the scaffold wrote them; `--force` removes anyway (exit 73).
    case editedFiles([String])
    /// `--remove` names an entity the manifest does not record (exit 66).
    case notInManifest(String, known: [String])
    /// A registration file lacks its marker comments (exit 65).
    case markerMissing(file: String, marker: String)
    /// Reading or writing the tree failed; every touched file was restored (exit 1).
    case io(String)
    /// `--verify` or `--selftest`: the build or the new tests failed; the real tree is untouched (exit 2).
    case verifyFailed(step: String, log: String, tail: String)

    /// The process exit code for this error, as listed in `--help`.
    var exitCode: Int32 {
        switch self {
        case .usage: 64
        case .invalidName, .invalidFields, .unknownGateway, .config, .template, .entityExists, .markerMissing: 65
        case .notInManifest: 66
        case .existingFiles, .editedFiles: 73
        case .io: 1
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
        case .config(let message): "configuration error: \(message). Nothing was written."
        case .template(let error): "template error: \(error). Nothing was written."
        case .entityExists(let name, let path):
            "cannot use '\(name)': the entity already exists (\(path)) and was not made by the scaffold. "
                + "Nothing was written."
        case .existingFiles(let paths):
            "these files already exist with other content:\n"
                + paths.map { "  \($0)" }.joined(separator: "\n")
                + "\nNothing was written. Use --force to overwrite them or --skip to keep them."
        case .editedFiles(let paths):
            "these files were edited since the scaffold wrote them:\n"
                + paths.map { "  \($0)" }.joined(separator: "\n")
                + "\nNothing was removed. Use --force to remove them anyway."
        case .notInManifest(let name, let known):
            "the scaffold's manifest has no entity '\(name)'"
                + (known.isEmpty ? "" : "; it records: \(known.joined(separator: ", "))") + ". Nothing was removed."
        case .markerMissing(let file, let marker):
            "\(file) has no '// scaffold:\(marker):begin' ... '// scaffold:\(marker):end' block to register in. "
                + "Nothing was written."
        case .io(let message): "\(message). The tree was restored to what it was."
        case .verifyFailed(let step, let log, let tail):
            "verification failed at '\(step)'; the real tree was not touched. Full log: \(log)\n\(tail)"
        }
    }
}
