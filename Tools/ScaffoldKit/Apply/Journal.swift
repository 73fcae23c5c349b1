import Foundation

/// The record of an apply in progress (`.scaffold/journal.json`): every file it changes with its
/// bytes before and after. Written before the first change to the tree and removed after the
/// last, so a journal on disk means an apply was interrupted, and says how to finish it.
struct Journal: Codable, Equatable, Sendable {
    /// One file the apply changes.
    struct Entry: Codable, Equatable, Sendable {
        /// Path relative to the root.
        var path: String
        /// Its bytes before, nil when it did not exist.
        var before: Data?
        /// Its bytes after, nil when the apply removes it.
        var after: Data?
    }

    /// What the apply was, e.g. `generate Product`.
    var title: String
    /// Every file it changes, in order.
    var entries: [Entry]

    /// The journal of applying `plan`.
    init(_ plan: Plan) {
        title = plan.title
        entries = plan.writes.map {
            Entry(path: $0.path, before: $0.before.map { Data($0.utf8) }, after: $0.after.map { Data($0.utf8) })
        }
    }

    /// The journal as JSON bytes.
    func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(self)) ?? Data()
    }

    /// Reads a journal; a journal that cannot be read is refused, never guessed at.
    static func decode(_ data: Data, path: String) throws(ScaffoldError) -> Journal {
        do {
            return try JSONDecoder().decode(Journal.self, from: data)
        } catch {
            throw .unfinishedApply(
                "\(path) records an interrupted apply but cannot be read, so nothing was touched; "
                    + "check the tree with git, then delete it")
        }
    }
}
