@testable import PostgreSQLStore

// The value tests read nullable and floating-point columns back to check a round trip; the stores
// read rows through PostgreSQLRowReader, so the product needs neither.
extension PostgreSQLResult {
    /// The value at `row`, `column` as `T`, or nil for NULL; a value that is not a `T` is an error.
    func decodeIfPresent<T: PostgreSQLDecodable>(
        _ type: T.Type, row: Int, column: Int
    ) throws(PostgreSQLError) -> T? {
        let isNull =
            (0..<rowCount).contains(row) && (0..<columnCount).contains(column)
            && text(row: Int32(row), column: Int32(column)) == nil
        return isNull ? nil : try decode(type, row: row, column: column)
    }
}

extension Double: PostgreSQLDecodable {
    /// PostgreSQL spells the non-finite values `NaN`, `Infinity` and `-Infinity`, which Swift reads too.
    public init?(postgreSQLText text: String) { self.init(text) }
}
