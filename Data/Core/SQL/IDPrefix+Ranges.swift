import Domain
import Foundation

extension IDPrefix {
    /// The records an SQL store finds for this prefix, from its two index ranges: ids whose
    /// text starts with ``uuidTextPrefix`` (`byText`), and time-ordered ids whose last group
    /// starts with ``uuidTailPrefix`` (`byTail`, asked only when the prefix fits in that
    /// group). Each range is given its text's lower bound and returns at most `limit` rows in
    /// id order; the answer is their union, in id order, at most `limit`. SQLite and
    /// PostgreSQL differ only in the statements they run.
    package func records<Record: TableRecord, Failure: Error>(
        limit: Int,
        byText: (String) throws(Failure) -> [Record],
        byTail: (String) throws(Failure) -> [Record]
    ) throws(Failure) -> [Record] {
        var records = try byText(uuidTextPrefix)
        guard let tail = uuidTailPrefix else { return records }
        let tailed = try byTail(tail)
        guard !tailed.isEmpty else { return records }
        let found = Set(records.map(\.id))
        records += tailed.filter { !found.contains($0.id) }
        records.sort { $0.id.precedes($1.id) }
        return Array(records.prefix(limit))
    }
}
