import Data
import Domain
import Foundation

/// Why a decoded journal line is not replayed: the problem, and where in the line it is.
struct ReplayRefusal: Error {
    let problem: String
    let codingPath: String
}

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
}
