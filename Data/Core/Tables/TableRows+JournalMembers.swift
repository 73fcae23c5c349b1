import Foundation
import JSONSyntax

extension KeyedDecodingContainer where Key == TableKey {
    /// ``decodeRows(of:at:)`` for one journal line, which a person may have edited: a record of
    /// a table the app has may hold only the members its record writes and the fields its schema
    /// lists as removed (``EntitySchema/removedMembers``, which lines written before a
    /// `scaffold --remove-field` still carry). Any other member is refused at its coding path,
    /// which the file store reports with the file and line. A line holds a few records, so
    /// reading them twice costs nothing a person notices; a snapshot is not read so.
    package func decodeJournalRows(of name: String, at key: String? = nil) throws -> any TableRows {
        let rows = try decodeRows(of: name, at: key)
        guard let schema = Schemas.all.first(where: { $0.table == name }) else { return rows }
        try refuseUnknownMembers(of: rows, schema, at: TableKey(key ?? name))
        return rows
    }

    private func refuseUnknownMembers<Schema: EntitySchema>(
        of rows: any TableRows, _: Schema.Type, at key: TableKey
    ) throws {
        guard let typed = rows as? Rows<Schema>, let first = typed.records.first else { return }
        // Every record writes every member, `null` for an absent value: one record's members are all.
        let written = try Self.members(of: JSONCoding.encoder().encode(first))
        let known = written.union(Schema.removedMembers)
        var list = try nestedUnkeyedContainer(forKey: key)
        var index = 0
        while !list.isAtEnd {
            let record = try list.decode(KeptJSON.self)
            if case .object(let members) = record,
                let unknown = members.keys.sorted().first(where: { !known.contains($0) })
            {
                throw DecodingError.dataCorrupted(
                    .init(
                        codingPath: codingPath + [key, TableKey(index: index), TableKey(unknown)],
                        debugDescription: "unknown member \"\(unknown)\"; a record of \(Schema.table) has "
                            + written.sorted().joined(separator: ", ")))
            }
            index += 1
        }
    }

    private static func members(of json: Data) throws -> Set<String> {
        guard case .object(let members) = try JSONCoding.decoder().decode(KeptJSON.self, from: json) else { return [] }
        return Set(members.keys)
    }
}
