import Data
import Foundation

extension TableSet {
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
