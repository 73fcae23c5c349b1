import Data
import Domain
import Foundation

/// Why a decoded journal line is not replayed: the problem, and where in the line it is.
struct ReplayRefusal: Error {
    let problem: String
    let codingPath: String
}

// What the files hold is loaded as a writer would have checked it, and written back the same way.
extension TableSet {
    /// Applies journal line `change` as a writer would have checked it: a record that breaks a
    /// Domain rule, or refers to a record that does not exist, is refused, so that a line edited
    /// by hand never loads what `todo add` would refuse. What it changed, per table.
    mutating func replay(_ change: TableChange) throws(ReplayRefusal) -> [String: ChangeSet<UUID>] {
        for rows in change.puts {
            if let (index, problem) = rows.firstInvalidRecord() {
                throw ReplayRefusal(problem: problem, codingPath: "put.\(rows.table)[\(index)]")
            }
        }
        let changes = apply(change)
        for rows in change.puts {
            if let (index, problem) = rows.firstBrokenReference(in: self) {
                throw ReplayRefusal(problem: problem, codingPath: "put.\(rows.table)[\(index)]")
            }
        }
        return changes
    }

    /// The tables of `snapshot`; a snapshot that breaks a store rule (edited by hand, say) or
    /// holds a record a writer would refuse (an empty title) is refused with the coding path of
    /// the first offending record.
    init(_ snapshot: Snapshot, file: String) throws(FileStoreError) {
        self.init()
        let prefix = snapshot.formatVersion == 1 ? "" : "collections."
        for rows in snapshot.tables {
            if let (index, problem) = rows.firstInvalidRecord() ?? rows.load(into: &self) {
                throw FileStoreError(
                    file: file, problem: .inconsistent(problem), codingPath: "\(prefix)\(rows.table)[\(index)]")
            }
        }
        for rows in snapshot.tables {
            if let (index, problem) = rows.firstBrokenReference(in: self) {
                throw FileStoreError(
                    file: file, problem: .inconsistent(problem), codingPath: "\(prefix)\(rows.table)[\(index)]")
            }
        }
    }

    /// Everything, as a snapshot of `generation` would hold it: every table in ``Schemas/all``
    /// order, records in id order, so that consecutive snapshots diff line by line.
    func snapshot(generation: Int) -> Snapshot {
        Snapshot(generation: generation, tables: Schemas.ordered(names).compactMap { self[$0]?.sortedRows() })
    }
}
