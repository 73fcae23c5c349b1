/// Checks a generated file's path before anything is rendered into it: every part must fit the
/// file system, and the type it declares must not be one the project already has.
enum OutputName {
    /// The longest file or folder name Linux and macOS file systems take, in bytes.
    static let maximumNameBytes = 255
    /// What the scaffold's temporary files add to a name (`.` before, `.scaffold-tmp` after).
    static let temporarySuffixBytes = AtomicFile.temporaryName(for: "").utf8.count

    /// Refuses `path` when one of its names is too long, or when its file (by this project's
    /// convention, `Name.swift` declares `Name`) names a type the project already declares.
    static func check(_ path: String, entity: String, names: ProjectNames) throws(ScaffoldError) {
        let limit = maximumNameBytes - temporarySuffixBytes
        for part in path.split(separator: "/") where part.utf8.count > limit {
            throw .invalidName(
                shortened(entity),
                reason: "it makes the file name '\(shortened(String(part)))' (\(part.utf8.count) bytes) in \(path), "
                    + "which is too long: file systems allow \(maximumNameBytes) bytes and the scaffold needs "
                    + "\(temporarySuffixBytes) of them for its temporary files; choose a shorter name"
            )
        }
        let file = path.split(separator: "/").last.map(String.init) ?? path
        guard file.hasSuffix(".swift"), !file.contains("+") else { return }
        let type = String(file.dropLast(".swift".count))
        // Declared in this very file, the type is the existing-file question, which --force-overwrite answers.
        if type != entity, names.declarations[type] != path, let clash = names.clash(for: type) {
            throw .invalidName(entity, reason: "it would generate the type \(type), but \(clash)")
        }
    }

    /// A long name cut for messages: its start, an ellipsis and its length.
    static func shortened(_ name: String) -> String {
        name.count <= 40 ? name : name.prefix(32) + "… (\(name.count) characters)"
    }
}
