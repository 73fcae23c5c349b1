import JSONSyntax

/// A JSON key that names a table, for the objects whose keys are table names: `collections` in
/// the file store's snapshot, `put` and `delete` in its journal, and a batch request's and
/// answer's collections. The server's batch route spells the same key `JSONMemberKey`.
typealias TableKey = JSONMemberKey

extension KeyedDecodingContainer where Key == TableKey {
    /// The records of table `name` (under the key `key`, by default the table's name), decoded
    /// as its schema's records; a table no schema in ``Schemas/all`` has is an error, so that
    /// nothing in the file is dropped unread.
    func decodeRows(of name: String, at key: String? = nil) throws -> any TableRows {
        let key = TableKey(key ?? name)
        guard let schema = Schemas.all.first(where: { $0.table == name }) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: "no entity has a table \"\(name)\"")
        }
        return try decodeRows(schema, key)
    }

    private func decodeRows<Schema: EntitySchema>(_: Schema.Type, _ key: TableKey) throws -> any TableRows {
        Rows<Schema>(try decodeIfPresent([Schema.Record].self, forKey: key) ?? [])
    }
}

extension Schemas {
    /// `names` in the order of ``all`` (tables referred to first), unknown names last.
    static func ordered(_ names: [String]) -> [String] {
        let rank = Dictionary(uniqueKeysWithValues: all.enumerated().map { ($1.table, $0) })
        return names.sorted { (rank[$0] ?? Int.max, $0) < (rank[$1] ?? Int.max, $1) }
    }
}
