import Foundation

/// A reference option of a generated entity's command, `--customer 3f2a`: the start of the id of
/// the record an order refers to, found through that entity's repository when the command runs
/// (parsing cannot reach a store). One lookup per option given; `add` and `edit` apply them to
/// the entity, `list` to its filter.
struct ReferenceLookup<Target>: Sendable {
    /// The option, without dashes: `customer`.
    let option: String
    /// What was given: an id or the start of one; empty clears an optional reference.
    let text: String
    /// The id `text` names, or nil after writing why (none or several match); the referred
    /// entity's `Options` file writes one per entity referred to.
    let find: @MainActor @Sendable (_ text: String, _ option: String, _ context: CommandContext) async -> UUID?
    /// Puts the id found (nil when cleared) in the target.
    let apply: @Sendable (inout Target, UUID?) -> Void

    /// What a new entity holds in a required reference until its lookup runs, which always
    /// happens before it is stored. It names no record, so a store would refuse it regardless.
    static var unresolved: UUID { UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)) }

    /// ``unresolved`` when `--option` is given, for a required reference of a new entity (its
    /// lookup fills it in); a usage error naming the option when it is not.
    static func required(_ options: FieldOptions, _ option: String) throws(UsageError) -> UUID {
        guard options.parsed.value(option) != nil else {
            throw UsageError(
                message: "--\(option) is required (an id or the start of one)", command: options.parsed.spec.path)
        }
        return unresolved
    }

    /// The text of `--option` for a reference, nil when it is not given: an id or the start of
    /// one (a usage error otherwise), any text when the entity referred to is `named` by a unique
    /// text field (`--project Home`), or empty for an `optional` reference, which clears it.
    static func text(
        _ options: FieldOptions, _ option: String, entity: String, optional: Bool, named: Bool = false
    ) throws(UsageError) -> String? {
        guard let text = options.parsed.value(option) else { return nil }
        if text.isEmpty, optional { return text }
        if named, !text.isEmpty { return text }
        return try ValueParsing.idPrefix(text, command: options.parsed.spec.path, entity: entity)
    }
}

extension Array {
    /// The changes the lookups make once each has found its record, in order; nil after the
    /// first that found none said why.
    @MainActor
    func resolved<Target>(_ context: CommandContext) async -> [@Sendable (inout Target) -> Void]?
    where Element == ReferenceLookup<Target> {
        var changes: [@Sendable (inout Target) -> Void] = []
        for lookup in self {
            var id: UUID?
            if !lookup.text.isEmpty {
                guard let found = await lookup.find(lookup.text, lookup.option, context) else { return nil }
                id = found
            }
            let apply = lookup.apply
            changes.append { [id] target in apply(&target, id) }
        }
        return changes
    }
}
