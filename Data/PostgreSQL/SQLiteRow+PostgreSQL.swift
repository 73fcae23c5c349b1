extension SQLiteRow {
    /// Every row from the reader's first, each read by the record's own row mapping: the
    /// default witness, specialised per record (a loop of 100,000 rows that is not makes a
    /// witness call per column read).
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
