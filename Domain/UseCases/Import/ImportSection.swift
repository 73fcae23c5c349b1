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
public struct EntityImportSection<Entity: VersionedEntity & Equatable>: ImportSection {
    /// One line of the file: its number, and its entity or why it cannot be read.
    public typealias Row = (line: Int, entity: Result<Entity, ImportRowRefusal>)

    /// The entity in words, for the summary.
    public let nouns: (singular: String, plural: String)
    private let rows: [Row]
    private let stored: @Sendable () async throws(RepositoryError) -> [Entity]
    private let validated: @Sendable (Entity) throws(ValidationError) -> Entity

    /// The section of `rows`, checked against what `stored` reads, each row through
    /// `validated` (the entity's own rules, as a repository applies them).
    public init(
        nouns: (singular: String, plural: String), rows: [Row],
        stored: @escaping @Sendable () async throws(RepositoryError) -> [Entity],
        validated: @escaping @Sendable (Entity) throws(ValidationError) -> Entity
    ) {
        self.nouns = nouns
        self.rows = rows
        self.stored = stored
        self.validated = validated
    }

    /// Checks every row against the stored entities, read once; see the type's summary.
    public func check(replace: Bool) async throws(RepositoryError) -> CheckedImportSection {
        guard !rows.isEmpty else {
            return CheckedImportSection(problems: [], imported: 0, replaced: 0, unchanged: 0, stage: { _ in })
        }
        let byID = Dictionary(try await stored().map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var problems: [ImportProblem] = []
        var new: [Entity] = []
        var replacing: [Entity] = []
        var unchanged = 0
        var lines: [UUID: Int] = [:]
        for (line, read) in rows {
            do {
                let entity = try validated(try read.get())
                if let first = lines[entity.id] {
                    throw ImportRowRefusal(
                        "\(nouns.singular) id \(entity.id.uuidString.lowercased()) is on line \(first) already")
                }
                lines[entity.id] = line
                guard let stored = byID[entity.id] else {
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
                problems.append(ImportProblem(line: line, reason: error.description))
            } catch let error as ImportRowRefusal {
                problems.append(ImportProblem(line: line, reason: error.reason))
            } catch {
                problems.append(ImportProblem(line: line, reason: String(describing: error)))
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
}
