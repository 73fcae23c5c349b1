import Foundation

/// One line of an entity's rows in an import file, as ``EntityImportSection`` checks it: its
/// number, which of the id and the two times it leaves out, and how to read it with those filled
/// in. An earlier export's line, or one written by hand, may leave them out; the section fills
/// them from the stored entity the line names (by id, or by a unique field when it has no id),
/// else with a new id and now. The rule is the import's, the same for every entity.
public struct EntityImportRow<Entity: VersionedEntity>: Sendable {
    /// The line number in the file, counting from 1.
    public let line: Int
    /// What the line leaves out.
    public let leftOut: ImportLeftOut
    /// The entity of the line, `defaults` standing in for what it leaves out, or why the line
    /// cannot be read.
    public let read: @Sendable (ImportDefaults) -> Result<Entity, ImportRowRefusal>

    /// Line `line`, leaving out `leftOut`, read by `read`.
    public init(
        line: Int, leftOut: ImportLeftOut,
        read: @escaping @Sendable (ImportDefaults) -> Result<Entity, ImportRowRefusal>
    ) {
        self.line = line
        self.leftOut = leftOut
        self.read = read
    }
}

/// Which of an entity's id and times an import line leaves out.
public struct ImportLeftOut: OptionSet, Sendable {
    /// The bits.
    public let rawValue: Int

    /// The set of `rawValue`'s bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The line has no `id`.
    public static let id = ImportLeftOut(rawValue: 1)
    /// The line has no `createdAt`.
    public static let createdAt = ImportLeftOut(rawValue: 2)
    /// The line has no `updatedAt`.
    public static let updatedAt = ImportLeftOut(rawValue: 4)
}

/// What an import line gets for the id and times it leaves out (``ImportLeftOut``): the stored
/// entity's it names, or a new id and now. A left-out `updatedAt` is the section's to set.
public struct ImportDefaults: Sendable {
    /// The id of a line without one.
    public let id: UUID
    /// When a line without `createdAt` was created.
    public let createdAt: Date
}
