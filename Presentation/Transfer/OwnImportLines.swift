import Domain
import Foundation

/// A wire object whose import lines say more than it does, read by the entity's own rules rather
/// than decoded as the object: a todo's line may name its project by name, and earlier exports
/// wrote its due day as `YYYY-MM-DD` (`TodoJSON+Import.swift`). Any entity's JSON may take it in
/// a hand-written file beside its generated one, as it may take ``RetiredWireMembers``; its
/// generated ``EntityTransfer`` then hands it the entity's lines, and the export still writes the
/// wire object.
protocol OwnImportLines: SendableMetatype {
    /// The import section of `rows` (each line's number and text), days read in `timeZone`,
    /// checked against the stored entities `stored` reads.
    static func section(
        _ rows: [(line: Int, text: Substring)], timeZone: TimeZone,
        stored: @escaping @Sendable () async throws(RepositoryError) -> [any VersionedEntity]
    ) -> any ImportSection
}
