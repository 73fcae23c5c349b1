import Foundation

/// The tree as it will be once a plan is applied, without writing anything: reads see the plan's
/// results, so that `--upgrade --all` plans each entity over the ones before it (they share the
/// registration files and the manifest) and applies them all as one plan, or none.
struct PlannedFileSystem: FileSystem {
    /// The real tree underneath.
    let base: any FileSystem
    /// The planned text of each changed path; nil for a path the plan removes.
    private(set) var planned: [String: String?] = [:]

    /// A view of `base` with nothing planned yet.
    init(base: any FileSystem) {
        self.base = base
    }

    /// Records `plan`'s results, so that later reads see them.
    mutating func apply(_ plan: Plan) {
        for change in plan.writes { planned[change.path] = .some(change.after) }
    }

    func read(_ path: String) throws(ScaffoldError) -> Data? {
        if let text = planned[path] { return text.map { Data($0.utf8) } }
        return try base.read(path)
    }

    func files(under path: String) -> [String] {
        let prefix = path + "/"
        let added = planned.compactMap { path, text in text != nil && path.hasPrefix(prefix) ? path : nil }
        let kept = base.files(under: path).filter { planned[$0].map { $0 != nil } ?? true }
        return Array(Set(kept + added)).sorted()
    }

    func writeProblem(_ path: String) -> String? { base.writeProblem(path) }

    // Planning only reads: writing goes through Transaction to the real tree.
    func write(_ data: Data, to path: String) throws(ScaffoldError) -> [String] {
        throw .io("cannot write \(path) while planning")
    }

    func remove(_ path: String) throws(ScaffoldError) {
        throw .io("cannot remove \(path) while planning")
    }

    func removeDirectoryIfEmpty(_ path: String) -> Bool { false }

    func removeTemporaryFile(for path: String) {}
}
