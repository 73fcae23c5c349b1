import Foundation

/// Keeps a copy of the repository in step with it, writing only files whose bytes differ, so that
/// the verification build stays incremental from one run to the next.
struct TreeMirror {
    /// Top-level entries never copied: build products, git data, and the mirror's own home.
    static let excluded: Set<String> = [".build", ".git", ".swiftpm", ".scaffold-work"]

    /// The repository.
    let source: URL
    /// The copy.
    let destination: URL

    /// Makes `destination` hold exactly the files of `source` (less the excluded entries), with
    /// their permissions (a script stays executable) and symbolic links kept as links (so that
    /// writing through one in the copy changes what it points to, as in the tree).
    func sync() throws(ScaffoldError) {
        let wanted = files(under: source)
        let present = files(under: destination)
        let copy = DiskFileSystem(root: destination)
        let files = FileManager.default
        do {
            for path in present.subtracting(wanted) {
                try files.removeItem(at: destination.appending(path: path))
            }
            for path in wanted {
                let original = source.appending(path: path).path
                let mirrored = destination.appending(path: path).path
                let mirroredLink = try? files.destinationOfSymbolicLink(atPath: mirrored)
                if let target = try? files.destinationOfSymbolicLink(atPath: original) {
                    guard mirroredLink != target else { continue }
                    if present.contains(path) { try files.removeItem(atPath: mirrored) }
                    try files.createDirectory(
                        atPath: (mirrored as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                    try files.createSymbolicLink(atPath: mirrored, withDestinationPath: target)
                    continue
                }
                if mirroredLink != nil { try files.removeItem(atPath: mirrored) }
                let data = try Data(contentsOf: URL(fileURLWithPath: original))
                if (try? Data(contentsOf: URL(fileURLWithPath: mirrored))) != data {
                    _ = try copy.write(data, to: path)
                }
                let mode = try files.attributesOfItem(atPath: original)[.posixPermissions] as? Int
                if let mode, try files.attributesOfItem(atPath: mirrored)[.posixPermissions] as? Int != mode {
                    try files.setAttributes([.posixPermissions: mode], ofItemAtPath: mirrored)
                }
            }
        } catch let error as ScaffoldError {
            throw error
        } catch {
            throw .io("cannot copy the tree to \(destination.path): \(error.localizedDescription)")
        }
    }

    /// Relative paths whose bytes differ between source and destination, or exist in only one.
    func differences() -> [String] {
        let left = files(under: source)
        let right = files(under: destination)
        return left.union(right).filter { path in
            (try? Data(contentsOf: source.appending(path: path)))
                != (try? Data(contentsOf: destination.appending(path: path)))
        }.sorted()
    }

    /// Every regular file under `root`, relative, skipping excluded top-level entries.
    func files(under root: URL) -> Set<String> {
        guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return [] }
        var result: Set<String> = []
        while let path = enumerator.nextObject() as? String {
            let top = path.split(separator: "/").first.map(String.init) ?? path
            if Self.excluded.contains(top) {
                enumerator.skipDescendants()
                continue
            }
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: root.appending(path: path).path, isDirectory: &isDirectory),
                !isDirectory.boolValue
            {
                result.insert(path)
            }
        }
        return result
    }
}
