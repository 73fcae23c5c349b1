/// A generated entity's fields through time: the fields its table's step 1 created, every
/// `--add-field` / `--remove-field` since (each a later step), and so the fields it has now.
///
/// Templates render step 1 from ``initialFields`` and one step per ``changes`` entry, so that a
/// database made by any earlier version of the entity reaches the current one with its rows.
struct FieldHistory: Equatable, Sendable {
    /// The fields the entity was generated with: its table's step 1.
    var initialFields: [FieldSpec]
    /// Every change since, oldest first; change `n` (from 0) is table step `n + 2`, or follows
    /// the hand-written steps when there are some.
    var changes: [FieldChange]
    /// The fields now: ``initialFields`` with ``changes`` applied, an added field last.
    var fields: [FieldSpec]
    /// How many of the table's first steps are written by hand, in place of the generated step 1
    /// (``ScaffoldManifest/Entity/handWrittenSteps``); 0 when step 1 is generated.
    var handWrittenSteps = 0

    /// The step number of the first change: after the generated step 1 or the hand-written ones.
    var firstChangeStep: Int { max(handWrittenSteps, 1) + 1 }

    /// A new entity's history: its fields, no changes.
    init(fields: [FieldSpec]) {
        initialFields = fields
        changes = []
        self.fields = fields
    }

    /// The history the manifest records for `entity`, or nil when it records none (generated
    /// before the manifest kept fields).
    init?(recorded entity: ScaffoldManifest.Entity) throws(ScaffoldError) {
        guard let specs = entity.fields else { return nil }
        initialFields = try specs.map { spec throws(ScaffoldError) in try FieldSpec.parse(spec) }
        changes = []
        fields = initialFields
        handWrittenSteps = entity.handWrittenSteps ?? 0
        for change in entity.fieldChanges ?? [] { try record(change) }
    }

    /// Appends `request`, numbered as the next step. A field added that exists with the same
    /// type, or removed that is already gone, changes nothing: running a command twice is one
    /// change. Returns whether it changed the history.
    mutating func apply(_ request: FieldChangeRequest, entity: String) throws(ScaffoldError) -> Bool {
        switch request {
        case .add(let field, let defaultValue):
            if let existing = fields.first(where: { $0.name == field.name }) {
                guard existing.type == field.type else {
                    throw .invalidFields(
                        "\(entity) already has '\(field.name)' as \(existing.type.swiftType); "
                            + "remove it first with --remove-field \(field.name) to change its type")
                }
                return false
            }
            guard !field.isUnique else {
                throw .invalidFields(
                    "'\(field.text)' cannot be added: the rows stored before would all get one default and clash; "
                        + "add it without :unique, or generate \(entity) with it")
            }
            guard !field.isIndexed else {
                throw .invalidFields(
                    "'\(field.text)' cannot be added: its index belongs to the table's first step, and a shipped "
                        + "step is never edited; add it without :indexed, or generate \(entity) with it")
            }
            try FieldSpec.checkDerivedNames(fields + [field])
            try ReferenceCheck.checkAdded(field)
            if !field.type.isOptional { _ = try FieldDefault(field: field, given: defaultValue) }
            try record(
                FieldChange(
                    step: changes.count + firstChangeStep, added: field.text,
                    defaultValue: field.type.isOptional ? nil : defaultValue ?? Self.emptyText(field.type),
                    removed: nil))
        case .remove(let name):
            try ReferenceCheck.checkRemoved(name, from: fields)
            guard fields.contains(where: { $0.name == name }) else {
                if changes.contains(where: { $0.removed == name }) { return false }
                let known = fields.map(\.name).joined(separator: ", ")
                throw .invalidFields("\(entity) has no field '\(name)'; its fields are \(known)")
            }
            guard fields.count > 1 else {
                throw .invalidFields("'\(name)' is \(entity)'s last field; an entity keeps at least one")
            }
            try record(FieldChange(step: changes.count + firstChangeStep, added: nil, defaultValue: nil, removed: name))
        }
        return true
    }

    /// The default rows stored before `field` was added get: from the newest change that added
    /// it, nil when it was there from step 1 or is optional.
    func addedDefault(of field: FieldSpec) throws(ScaffoldError) -> FieldDefault? {
        guard !field.type.isOptional,
            let change = changes.last(where: { $0.added?.hasPrefix(field.name + ":") == true })
        else { return nil }
        return try FieldDefault(field: field, given: change.defaultValue)
    }

    private mutating func record(_ change: FieldChange) throws(ScaffoldError) {
        if let added = change.added {
            fields.append(try FieldSpec.parse(added))
        } else if let removed = change.removed {
            fields.removeAll { $0.name == removed }
        }
        changes.append(change)
    }

    /// The text of a type's empty value, as the manifest records a default nobody gave;
    /// nil for the types that have none (``FieldDefault`` then refuses).
    private static func emptyText(_ type: FieldType) -> String? {
        if type.isArray { return "[]" }
        // An enum has no empty case: the default must be one of its cases, given.
        if type.enumSpec != nil { return nil }
        switch type.base {
        case .string: return ""
        case .int: return "0"
        case .double: return "0.0"
        case .bool: return "false"
        case .date, .uuid: return nil
        }
    }
}
