import Foundation

/// What a section's check has found so far, row by row: the entities to add and to replace, how
/// many rows the store already holds as they are, and the lines that cannot be imported.
///
/// The one place of the rule every ``ImportSection`` follows: a row identical to the stored
/// entity with its id is skipped, one with other content replaces it only when the import
/// replaces and is a conflict otherwise, and one whose id is not stored is added.
struct ImportTally<Entity: VersionedEntity & Equatable> {
    private var adding: [Entity] = []
    private var replacing: [Entity] = []
    private var unchanged = 0
    /// The lines that cannot be imported; when any is, nothing of the file is.
    var problems: [ImportProblem] = []

    /// Counts a row's `entity` against `stored`, the stored entity with its id (nil when none);
    /// a conflict is refused naming the members `differences` finds, and the `noun`.
    mutating func count(
        _ entity: Entity, against stored: Entity?, replace: Bool, noun: String,
        differences: (Entity, Entity) -> [String]
    ) throws(ImportRowRefusal) {
        switch stored {
        case nil: adding.append(entity)
        case entity?: unchanged += 1
        case _? where replace: replacing.append(entity)
        case let stored?: throw .conflict(noun, stored.id, differences(entity, stored))
        }
    }

    /// The checked section: the rows were checked against `stored`; it stages what it adds and
    /// replaces in the import's batch.
    func section(checkedAgainst stored: [Entity]) -> CheckedImportSection {
        CheckedImportSection(
            entityType: Entity.self, stored: stored, entities: adding + replacing, problems: problems,
            replaced: replacing.count, unchanged: unchanged,
            stage: { [adding, replacing] batch in
                batch.create(adding)
                batch.replace(replacing)
            }, read: { [stored] in stored })
    }
}
