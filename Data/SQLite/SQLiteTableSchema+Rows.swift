import Data
import Domain
import Foundation

// The SQLite store's row loops and lookup by id, for every schema.
extension SQLiteTableSchema {
    static func fetchRow(id: UUID, in session: SQLiteSession) throws(DataSourceError) -> Record? {
        let select = try session.statement(
            SQLiteStatementKey(table: Self.self, kind: .byID), SQLiteTableSQL<Self>.selectByID)
        defer { select.reset() }
        let found = try sqlite { () throws(SQLiteError) in
            try select.bind(id, at: 1)
            return try select.step()
        }
        return found ? try Record(row: select) : nil
    }

    static func readRows(_ statement: SQLiteStatement) throws(DataSourceError) -> [Record] {
        var records: [Record] = []
        while try sqlite({ () throws(SQLiteError) in try statement.step() }) {
            records.append(try Record(row: statement))
        }
        return records
    }

    static func insertRows(
        _ records: [Record], with insert: SQLiteStatement, failure: (any Error, Record) -> DataSourceError
    ) throws(DataSourceError) {
        for record in records {
            defer { insert.reset() }
            do {
                try record.bind(to: insert)
                _ = try insert.step()
            } catch {
                throw failure(error, record)
            }
        }
    }
}
