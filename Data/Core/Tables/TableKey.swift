import JSONSyntax

/// A JSON key that names a table, for the objects whose keys are table names: `collections` in
/// the file store's snapshot, `put` and `delete` in its journal, and a batch request's and
/// answer's collections. The server's batch route spells the same key `JSONMemberKey`.
package typealias TableKey = JSONMemberKey

extension KeyedDecodingContainer where Key == TableKey {
    /// The records of table `name` (under the key `key`, by default the table's name), decoded
    /// as its schema's records. A table no schema in ``Schemas/all`` has (an entity removed from
    /// the app) is kept as JSON (``KeptRows``), so that nothing in the file is dropped or
    /// changed; each of its records must still be an object with an id.
    package func decodeRows(of name: String, at key: String? = nil) throws -> any TableRows {
        let key = TableKey(key ?? name)
        guard let schema = Schemas.all.first(where: { $0.table == name }) else {
            let values = try decodeIfPresent([KeptJSON].self, forKey: key) ?? []
            guard let kept = KeptRows(table: name, values: values) else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: self,
                    debugDescription: "the table \"\(name)\", which no entity has, holds a record without an id")
            }
            return kept
        }
        return try decodeRows(schema, key)
    }

    private func decodeRows<Schema: EntitySchema>(_: Schema.Type, _ key: TableKey) throws -> any TableRows {
        Rows<Schema>(try decodeIfPresent([Schema.Record].self, forKey: key) ?? [])
    }
}

extension Schemas {
    /// `names` in the order of ``all`` (tables referred to first), unknown names last.
    package static func ordered(_ names: [String]) -> [String] {
        let rank = Dictionary(uniqueKeysWithValues: all.enumerated().map { ($1.table, $0) })
        return names.sorted { (rank[$0] ?? Int.max, $0) < (rank[$1] ?? Int.max, $1) }
    }
}
