import Data

extension SQLiteRow {
    /// Every row from the reader's first, each read by the record's own row mapping.
    static func records(reading reader: inout PostgreSQLRowReader) throws(DataSourceError) -> [Self] {
        var records: [Self] = []
        records.reserveCapacity(reader.rowCount)
        for row in 0..<Int32(reader.rowCount) {
            reader.row = row
            records.append(try Self(row: reader))
        }
        return records
    }
}
