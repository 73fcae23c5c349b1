import Foundation

extension TableSet {
    /// The one change that inserts every part of `batch`, or the first rule a record breaks.
    /// A record may refer to one of an earlier part, which the change stores first.
    func insertion(of batch: RecordBatch) throws(DataSourceError) -> TableChange {
        var staged: [String: Set<UUID>] = [:]
        var change = TableChange()
        for part in batch.parts {
            change.puts += try insertion(of: part, staged: staged).puts
            staged[part.table, default: []].formUnion(part.ids)
        }
        return change
    }

    private func insertion(
        of part: some BatchPart, staged: [String: Set<UUID>]
    ) throws(DataSourceError) -> TableChange {
        try insertion(of: part.records, in: type(of: part).Schema.self, staged: staged)
    }
}
