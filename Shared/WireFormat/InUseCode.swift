/// The error `code` of a 409 that refuses to delete a record others still refer to:
/// `{entity}_in_use`, the entity's words as Domain names it joined by underscores
/// (`project_in_use`, `order_line_in_use`). The server writes it and the remote store reads the
/// entity back from it, so the two cannot drift apart.
public enum InUseCode {
    private static let suffix = "_in_use"

    /// The code for `entity` in Domain's words ("order line").
    public static func code(forEntity entity: String) -> String {
        entity.split(separator: " ").joined(separator: "_") + suffix
    }

    /// The entity, in Domain's words, that `code` names; nil when `code` is no such code.
    public static func entity(fromCode code: String) -> String? {
        guard code.hasSuffix(suffix), code.count > suffix.count else { return nil }
        return code.dropLast(suffix.count).split(separator: "_").joined(separator: " ")
    }
}
