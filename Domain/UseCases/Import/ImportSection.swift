import Foundation

/// The rows of one entity beyond todos and projects in an import file, as the import use case
/// checks and stages them with the rest: every entity `scripts/scaffold` generates has one
/// (``EntityImportSection``), so an export of the whole store can be imported whole.
public protocol ImportSection: Sendable {
    /// The entity in words, for the summary: `("customer", "customers")`.
    var nouns: (singular: String, plural: String) { get }
    /// Checks the rows against what is stored, writing nothing; with `replace`, a row whose id
    /// is stored with other content replaces it.
    func check(replace: Bool) async throws(RepositoryError) -> CheckedImportSection
}

/// What an ``ImportSection`` found: the problems of its rows by line, or what it stages in the
/// import's one ``WriteBatch``.
public struct CheckedImportSection: Sendable {
    /// The rows that cannot be imported; when any is, nothing of the file is.
    public let problems: [ImportProblem]
    /// How many entities it adds or replaces.
    public let imported: Int
    /// Of those, how many replace a stored one.
    public let replaced: Int
    /// Rows identical to what is stored, and so skipped.
    public let unchanged: Int
    /// Stages the new and replacing entities in the import's batch.
    public let stage: @Sendable (inout WriteBatch) -> Void
}

/// The rows of one entity, read from the file (each the entity, or why its line cannot be
/// read), checked against the entities its repository holds: a row identical to a stored
/// entity is skipped, one whose id is stored with other content is a conflict unless the import
/// replaces, a new one is added; every row passes the entity's Domain rules first.
///
/// A row without an id names the entity whose unique field has its value, stored or on an
/// earlier line, as a person writes a file by hand or an earlier export wrote it; without one of
/// its times, it has the named entity's (``EntityImportRow``).
public struct EntityImportSection<Entity: VersionedEntity & Equatable>: ImportSection {
    /// One line of the file.
    public typealias Row = EntityImportRow<Entity>

    /// The entity in words, for the summary.
    public let nouns: (singular: String, plural: String)
    private let rows: [Row]
    private let stored: @Sendable () async throws(RepositoryError) -> [Entity]
    private let validated: @Sendable (Entity) throws(ValidationError) -> Entity
    private let uniqueKeys: [@Sendable (Entity) -> String]

    /// The section of `rows`, checked against what `stored` reads, each row through
    /// `validated` (the entity's own rules, as a repository applies them). `uniqueKeys` are the
    /// keys of its unique fields, as uniqueness compares them (``TextRules/uniquenessKey(_:)``).
    public init(
        nouns: (singular: String, plural: String), rows: [Row],
        stored: @escaping @Sendable () async throws(RepositoryError) -> [Entity],
        validated: @escaping @Sendable (Entity) throws(ValidationError) -> Entity,
        uniqueKeys: [@Sendable (Entity) -> String] = []
    ) {
        self.nouns = nouns
        self.rows = rows
        self.stored = stored
        self.validated = validated
        self.uniqueKeys = uniqueKeys
    }

    /// Checks every row against the stored entities, read once; see the type's summary.
    public func check(replace: Bool) async throws(RepositoryError) -> CheckedImportSection {
        guard !rows.isEmpty else {
            return CheckedImportSection(problems: [], imported: 0, replaced: 0, unchanged: 0, stage: { _ in })
        }
        var known = Known(stored: try await stored(), uniqueKeys: uniqueKeys)
        var problems: [ImportProblem] = []
        var new: [Entity] = []
        var replacing: [Entity] = []
        var unchanged = 0
        var lines: [UUID: Int] = [:]
        for row in rows {
            do {
                let entity = try validated(try known.entity(of: row))
                if let first = lines[entity.id] {
                    // A line naming an earlier line's entity by its unique field, saying the same.
                    if row.leftOut.contains(.id), known.inFile[entity.id] == entity { continue }
                    throw ImportRowRefusal(
                        "\(nouns.singular) id \(entity.id.uuidString.lowercased()) is on line \(first) already")
                }
                lines[entity.id] = row.line
                guard let stored = known.byID[entity.id] else {
                    known.add(entity)
                    new.append(entity)
                    continue
                }
                if entity == stored {
                    unchanged += 1
                } else if replace {
                    replacing.append(entity)
                } else {
                    throw ImportRowRefusal(
                        "\(nouns.singular) \(entity.id.uuidString.lowercased()) is stored with other content; "
                            + "give --replace to overwrite it")
                }
            } catch let error as ValidationError {
                problems.append(ImportProblem(line: row.line, reason: error.description))
            } catch let error as ImportRowRefusal {
                problems.append(ImportProblem(line: row.line, reason: error.reason))
            } catch {
                problems.append(ImportProblem(line: row.line, reason: String(describing: error)))
            }
        }
        return CheckedImportSection(
            problems: problems, imported: new.count + replacing.count, replaced: replacing.count,
            unchanged: unchanged,
            stage: { [new, replacing] batch in
                batch.create(new)
                batch.replace(replacing)
            })
    }

    /// The entities a row may name: stored ones, by id and by each unique key, and those the
    /// file adds.
    private struct Known {
        let byID: [UUID: Entity]
        private(set) var inFile: [UUID: Entity] = [:]
        private var byKey: [[String: Entity]]
        private let uniqueKeys: [@Sendable (Entity) -> String]

        init(stored: [Entity], uniqueKeys: [@Sendable (Entity) -> String]) {
            byID = Dictionary(stored.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            byKey = uniqueKeys.map { key in
                Dictionary(stored.map { (key($0), $0) }, uniquingKeysWith: { first, _ in first })
            }
            self.uniqueKeys = uniqueKeys
        }

        mutating func add(_ entity: Entity) {
            inFile[entity.id] = entity
            for index in uniqueKeys.indices where byKey[index][uniqueKeys[index](entity)] == nil {
                byKey[index][uniqueKeys[index](entity)] = entity
            }
        }

        /// The row's entity, what it leaves out filled from the entity it names: by id, or by a
        /// unique field when it has none; else a new id, now, and an `updatedAt` of its
        /// `createdAt`.
        func entity(of row: Row) throws(ImportRowRefusal) -> Entity {
            var entity = try row.read(ImportDefaults(id: .timeOrdered(), createdAt: Date())).get()
            let named =
                row.leftOut.contains(.id)
                ? zip(uniqueKeys, byKey).lazy.compactMap { key, entities in entities[key(entity)] }.first
                : byID[entity.id]
            if let named, !row.leftOut.isDisjoint(with: [.id, .createdAt]) {
                entity = try row.read(ImportDefaults(id: named.id, createdAt: named.createdAt)).get()
            }
            if row.leftOut.contains(.updatedAt) { entity.updatedAt = named?.updatedAt ?? entity.createdAt }
            return entity
        }
    }
}
