import Domain
import Foundation
import JSONSyntax
import WireFormat

/// An entity's lines in export and import files, projects' among them: its `--json` object
/// with its `type` (`{"type":"customer","id":...}`). Every entity `scripts/scaffold` generates
/// has one (`{Entity}Transfer.swift`), listed where the composition root makes the
/// ``TransferViewModel``, so `demo export` writes the whole store and `demo import` reads it
/// back, all or nothing.
public struct EntityTransfer: Sendable {
    /// The `type` of its lines: "customer".
    public let type: String
    /// The `type`s of the entities it refers to ("customer" for an order), whose lines must be
    /// imported first (``/Domain/ReferenceOrder``).
    public let referredTypes: [String]
    /// Every stored entity, as export lines without their line ends.
    let export: @Sendable () async throws(RepositoryError) -> [String]
    /// The import section of the lines of its type, with their numbers, a day without a time
    /// read in the time zone given.
    let section: @Sendable ([(line: Int, text: Substring)], TimeZone) -> any ImportSection

    /// The transfer of the entities `stored` reads, written as `json` makes them (the entity's
    /// wire object) and read back with `entity`, which refuses a member it cannot read; each row
    /// then passes `validated`, the entity's own rules. `referredTypes` are the types of the
    /// entities it refers to; `uniqueFields` its unique fields, by which a line without an id
    /// names a stored entity (``/Domain/EntityImportSection``). When `JSON` reads its lines by
    /// its own rules (`OwnImportLines`), its section is the one they make.
    public init<Entity: VersionedEntity & Equatable, JSON: Codable & Sendable>(
        type: String, referredTypes: [String] = [], nouns: (singular: String, plural: String),
        stored: @escaping @Sendable () async throws(RepositoryError) -> [Entity],
        json: @escaping @Sendable (Entity) -> JSON,
        entity: @escaping @Sendable (JSON) throws(WireValueError) -> Entity,
        validated: @escaping @Sendable (Entity) throws(ValidationError) -> Entity,
        uniqueFields: [UniqueField<Entity>] = []
    ) {
        self.type = type
        self.referredTypes = referredTypes
        export = { () async throws(RepositoryError) in
            try await stored().map { JSONText.compact(TypedLine(type: type, object: json($0))) }
        }
        if let own = JSON.self as? any OwnImportLines.Type {
            section = { rows, timeZone in
                own.section(rows, timeZone: timeZone) { () async throws(RepositoryError) in try await stored() }
            }
            return
        }
        section = { rows, _ in
            let decoder = JSONDecoder()
            let read = rows.map { line, text in
                let leftOut = ImportRow.leftOut(of: text)
                return EntityImportRow<Entity>(line: line, leftOut: leftOut) { defaults in
                    let filled = ImportRow.filling(text, leaving: leftOut, with: defaults)
                    switch ImportRow.decode(JSON.self, from: filled, kind: nouns.singular, with: decoder) {
                    case .failure(let error): return .failure(ImportRowRefusal(error.reason))
                    case .success(let object):
                        do throws(WireValueError) {
                            return .success(try entity(object))
                        } catch {
                            return .failure(ImportRowRefusal(error.message))
                        }
                    }
                }
            }
            return EntityImportSection(
                nouns: nouns, rows: read, stored: stored, validated: validated, uniqueFields: uniqueFields,
                differences: { Self.differingMembers(json($0), json($1)) })
        }
    }

    /// The members whose values `one` and `other` write differently, in the order written: the
    /// fields a conflicting line and its stored entity disagree on, as the file names them.
    static func differingMembers(_ one: some Encodable, _ other: some Encodable) -> [String] {
        let oneText = Array(JSONText.compact(one).utf8)
        let otherText = Array(JSONText.compact(other).utf8)
        guard let oneMembers = try? JSONSyntaxCheck.members(in: oneText),
            let otherMembers = try? JSONSyntaxCheck.members(in: otherText)
        else { return [] }
        let otherValues = Dictionary(
            otherMembers.map { ($0.name, otherText[$0.value]) }, uniquingKeysWith: { first, _ in first })
        return oneMembers.filter { otherValues[$0.name] != oneText[$0.value] }.map(\.name)
    }
}

/// An entity's object with its `type` beside its own fields, as one export line.
private struct TypedLine<Object: Encodable>: Encodable {
    let type: String
    let object: Object

    private enum Key: String, CodingKey {
        case type
    }

    func encode(to encoder: any Encoder) throws {
        try object.encode(to: encoder)
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(type, forKey: .type)
    }
}
