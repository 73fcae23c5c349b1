import Foundation

/// The rows of one entity in an import file, as the import use case checks and stages them with
/// the rest: every entity `scripts/scaffold` generates has one (``EntityImportSection``), and an
/// entity whose lines say more than its wire object (Todo's, ``TodoImportSection``) has its own,
/// so an export of the whole store can be imported whole.
public protocol ImportSection: Sendable {
    /// The entity in words, for the summary: `("customer", "customers")`.
    var nouns: (singular: String, plural: String) { get }
    /// Checks the rows against what is stored, writing nothing; with `replace`, a row whose id
    /// is stored with other content replaces it. `earlier` are the sections checked before it,
    /// those of the entities it refers to among them (stored, and what the file adds), and
    /// `progress` may be told (rows checked, rows in all) as it goes; it runs on the caller's
    /// executor, so that `progress` may draw on the caller's screen.
    nonisolated(nonsending) func check(
        replace: Bool, earlier: [CheckedImportSection], progress: (Int, Int) -> Void
    ) async throws(RepositoryError) -> CheckedImportSection
}

/// What an ``ImportSection`` found: the problems of its rows by line, or what it stages in the
/// import's one ``WriteBatch``.
public struct CheckedImportSection: Sendable {
    /// The type of its entities: `Project.self`, whose count the summary gives apart.
    public let entityType: any VersionedEntity.Type
    /// The stored entities its rows were checked against, or nil when it had no rows and read
    /// none (``storedEntities()`` reads them then).
    public let stored: [any VersionedEntity]?
    /// The entities it adds or replaces, as staged: the file's todos may name its projects.
    public let entities: [any VersionedEntity]
    /// The rows that cannot be imported; when any is, nothing of the file is.
    public let problems: [ImportProblem]
    /// Of its entities, how many replace a stored one.
    public let replaced: Int
    /// Rows identical to what is stored, and so skipped.
    public let unchanged: Int
    /// Stages the new and replacing entities in the import's batch.
    public let stage: @Sendable (inout WriteBatch) -> Void
    /// Reads the stored entities, for a section that had no rows.
    let read: @Sendable () async throws(RepositoryError) -> [any VersionedEntity]

    /// The stored entities, as its rows were checked against them, or read now when it had no
    /// rows: a later section's rows may name them (a todo's project), and they are read once.
    public func storedEntities() async throws(RepositoryError) -> [any VersionedEntity] {
        if let stored { return stored }
        return try await read()
    }
}

extension CheckedImportSection {
    /// A section without rows: it adds nothing and has read nothing, and reads its stored
    /// entities with `read` only when a later section asks for them (``storedEntities()``).
    init<Entity: VersionedEntity>(
        noRowsReading read: @escaping @Sendable () async throws(RepositoryError) -> [Entity]
    ) {
        self.init(
            entityType: Entity.self, stored: nil, entities: [], problems: [], replaced: 0, unchanged: 0,
            stage: { _ in }, read: { () async throws(RepositoryError) in try await read() })
    }
}

/// The rows of one entity, read from the file (each the entity, or why its line cannot be
/// read), checked against the entities its repository holds: a row identical to a stored
/// entity is skipped, one whose id is stored with other content is a conflict unless the import
/// replaces, a new one is added; every row passes the entity's Domain rules first.
///
/// A row without an id names the entity whose unique field has its value by key (`home` names
/// `Home`, and keeps that spelling), stored or on an earlier line, as a person writes a file by
/// hand or an earlier export wrote it; without one of its times, it has the named entity's
/// (``EntityImportRow``). A row with an id whose unique
/// value another entity holds is refused with its line, before the store would refuse the batch.
public struct EntityImportSection<Entity: VersionedEntity & Equatable>: ImportSection {
    /// One line of the file.
    public typealias Row = EntityImportRow<Entity>

    /// The entity in words, for the summary.
    public let nouns: (singular: String, plural: String)
    private let rows: [Row]
    private let stored: @Sendable () async throws(RepositoryError) -> [Entity]
    private let validated: @Sendable (Entity) throws(ValidationError) -> Entity
    private let uniqueFields: [UniqueField<Entity>]
    private let differences: @Sendable (Entity, Entity) -> [String]

    /// The section of `rows`, checked against what `stored` reads, each row through
    /// `validated` (the entity's own rules, as a repository applies them), with the entity's
    /// `uniqueFields`; a conflict names the fields `differences` finds between a row's entity
    /// and the stored one, as the file spells them.
    public init(
        nouns: (singular: String, plural: String), rows: [Row],
        stored: @escaping @Sendable () async throws(RepositoryError) -> [Entity],
        validated: @escaping @Sendable (Entity) throws(ValidationError) -> Entity,
        uniqueFields: [UniqueField<Entity>] = [],
        differences: @escaping @Sendable (Entity, Entity) -> [String]
    ) {
        self.nouns = nouns
        self.rows = rows
        self.stored = stored
        self.validated = validated
        self.uniqueFields = uniqueFields
        self.differences = differences
    }

    /// Checks every row against the stored entities, read once; see the type's summary.
    nonisolated(nonsending) public func check(
        replace: Bool, earlier: [CheckedImportSection], progress: (Int, Int) -> Void
    ) async throws(RepositoryError) -> CheckedImportSection {
        guard !rows.isEmpty else { return CheckedImportSection(noRowsReading: stored) }
        let stored = try await stored()
        var known = Known(stored: stored, uniqueFields: uniqueFields)
        var tally = ImportTally<Entity>()
        var lines: [UUID: Int] = [:]
        for row in rows {
            do {
                let entity = try validated(try known.entity(of: row))
                if let first = lines[entity.id] {
                    // A line naming an earlier line's entity by its unique field, saying the same.
                    if row.leftOut.contains(.id), known.inFile[entity.id] == entity { continue }
                    throw ImportRowRefusal.repeated(nouns.singular, entity.id, line: first)
                }
                lines[entity.id] = row.line
                try known.refuseTaken(entity, noun: nouns.singular)
                let storedEntity = known.byID[entity.id]
                if storedEntity == nil { known.add(entity) }
                try tally.count(
                    entity, against: storedEntity, replace: replace, noun: nouns.singular, differences: differences)
            } catch {
                tally.problems.append(ImportProblem(line: row.line, error: error))
            }
        }
        return tally.section(checkedAgainst: stored)
    }

    /// The entities a row may name: stored ones, by id and by each unique key, and those the
    /// file adds.
    private struct Known {
        let byID: [UUID: Entity]
        private(set) var inFile: [UUID: Entity] = [:]
        /// Per unique field, the entity holding each key.
        private var byKey: [[String: Entity]]
        private let uniqueFields: [UniqueField<Entity>]

        init(stored: [Entity], uniqueFields: [UniqueField<Entity>]) {
            byID = Dictionary(stored.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            byKey = uniqueFields.map { field in
                Dictionary(stored.map { (field.key(of: $0), $0) }, uniquingKeysWith: { first, _ in first })
            }
            self.uniqueFields = uniqueFields
        }

        mutating func add(_ entity: Entity) {
            inFile[entity.id] = entity
            for (index, field) in uniqueFields.enumerated() where byKey[index][field.key(of: entity)] == nil {
                byKey[index][field.key(of: entity)] = entity
            }
        }

        /// Refuses `entity` when another entity, stored or on an earlier line, holds one of its
        /// unique values: the store would refuse the whole batch, without the line.
        func refuseTaken(_ entity: Entity, noun: String) throws(ImportRowRefusal) {
            for (index, field) in uniqueFields.enumerated() {
                guard let holder = byKey[index][field.key(of: entity)], holder.id != entity.id else { continue }
                let value = field.value(of: entity)
                let id = holder.id.uuidString.lowercased()
                throw ImportRowRefusal("\(field.name) \"\(value)\" is taken by \(noun) \(id)")
            }
        }

        /// The row's entity, what it leaves out filled from the entity it names: by id, or by a
        /// unique field when it has none (compared by its key, so the line keeps the named
        /// entity's spelling); else a new id, now, and an `updatedAt` of its `createdAt`.
        func entity(of row: Row) throws(ImportRowRefusal) -> Entity {
            var entity = try row.read(ImportDefaults(id: .timeOrdered(), createdAt: Date())).get()
            var named = row.leftOut.contains(.id) ? nil : byID[entity.id]
            var namingField: UniqueField<Entity>?
            if row.leftOut.contains(.id) {
                for (field, holders) in zip(uniqueFields, byKey) {
                    guard let holder = holders[field.key(of: entity)] else { continue }
                    (named, namingField) = (holder, field)
                    break
                }
            }
            if let named, !row.leftOut.isDisjoint(with: [.id, .createdAt]) {
                entity = try row.read(ImportDefaults(id: named.id, createdAt: named.createdAt)).get()
            }
            if let named, let namingField { entity = namingField.spelled(entity, as: named) }
            if row.leftOut.contains(.updatedAt) { entity.updatedAt = named?.updatedAt ?? entity.createdAt }
            return entity
        }
    }
}
