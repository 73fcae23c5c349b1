import Domain
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
    let find: Find
    /// How a lookup finds the id `text` names.
    typealias Find = @MainActor @Sendable (_ text: String, _ option: String, _ context: CommandContext) async -> UUID?
    /// Puts the id found (nil when cleared) in the target.
    let apply: @Sendable (inout Target, UUID?) -> Void

    /// What a new entity holds in a required reference until its lookup runs, which always
    /// happens before it is stored. It names no record, so a store would refuse it regardless.
    static var unresolved: UUID { UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)) }

    /// ``unresolved`` when `--option` is given, for a required reference of a new entity (its
    /// lookup fills it in); a usage error naming the option when it is not.
    static func required(_ parsed: ParsedCommand, _ option: String) throws(UsageError) -> UUID {
        guard parsed.value(option) != nil else {
            throw UsageError(
                message: "--\(option) is required (an id or the start of one)", command: parsed.spec.path)
        }
        return unresolved
    }

    /// The text of `--option` for a reference, nil when it is not given: an id or the start of
    /// one (a usage error otherwise), any text when the entity referred to has a unique `key`
    /// field that names it (`--project Home`), or empty for an `optional` reference, which clears
    /// it.
    static func text(
        _ parsed: ParsedCommand, _ option: String, entity: String, optional: Bool, key: String = ""
    ) throws(UsageError) -> String? {
        guard let text = parsed.value(option) else { return nil }
        if text.isEmpty, optional { return text }
        if !key.isEmpty, !text.isEmpty { return text }
        return try ValueParsing.idPrefix(text, command: parsed.spec.path, entity: entity)
    }

    /// The text of `--option` as a condition of `list`, nil when it is not given; a usage error
    /// when `--option-none` (an optional reference's "with none") is given too.
    static func filterText(
        _ parsed: ParsedCommand, _ option: String, entity: String, key: String = ""
    ) throws(UsageError) -> String? {
        guard let text = try text(parsed, option, entity: entity, optional: false, key: key) else { return nil }
        if parsed.flag(option + "-none") {
            throw UsageError(
                message: "give --\(option) ID or --\(option)-none, not both", command: parsed.spec.path)
        }
        return text
    }
}

extension ReferenceLookup {
    /// A lookup that puts the id found in a required reference.
    init(
        option: String, text: String, find: @escaping Find, field: any WritableKeyPath<Target, UUID> & Sendable
    ) {
        self.init(option: option, text: text, find: find) { target, id in
            if let id { target[keyPath: field] = id }
        }
    }

    /// A lookup that puts the id found in an optional reference, or clears it (`--customer ""`),
    /// or in a filter's condition on a required one.
    init(
        option: String, text: String, find: @escaping Find, field: any WritableKeyPath<Target, UUID?> & Sendable
    ) {
        self.init(option: option, text: text, find: find) { target, id in target[keyPath: field] = id }
    }

    /// A lookup that makes a filter's condition on an optional reference: equal to the id found.
    init(
        option: String, text: String, find: @escaping Find,
        field: any WritableKeyPath<Target, OptionalMatch<UUID>> & Sendable
    ) {
        self.init(option: option, text: text, find: find) { target, id in
            if let id { target[keyPath: field] = .equals(id) }
        }
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
