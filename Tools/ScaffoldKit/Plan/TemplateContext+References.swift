// What templates see of a reference (`customer:Customer`, see `FieldType+Reference.swift`):
// on each field, `isReference`, `reference` (`Customer`), `referenceTable` (`customers`),
// `referenceNameField` (the field its lists show, the referred entity's first String field, or
// empty: then the short id), `referenceKeyField` (its unique String field, which the demo option
// also takes, or empty); on every field `option` (the demo option without dashes) and `wireName`
// (the member in the wire object); and on the entity, `references` (its reference fields),
// `referredTypes` (the export line types it refers to, as a Swift list's elements),
// `hasReferences`, and `referredNameFields`: each entity referred to once, with `entity`,
// `words`, `pluralWords`, `nameField`, `keyField` and `isHandWritten` (Todo, and any entity whose
// `transfers` marker line is hand-written: its lines in export and import are not a generated
// entity's); and `seededEntities`, the same members for every entity referred to directly or
// not (a todo's project), each after those it refers to: the records tests store first.

extension TemplateContext {
    /// The members every field has whatever the manifest holds: `isReference`, `reference`,
    /// `option` (`customer`) and `wireName` (`customerId`, as Todo's `projectId`).
    static func referenceMembers(of field: FieldSpec) -> [String: TemplateValue] {
        let reference = field.type.reference
        return [
            "isReference": .bool(reference != nil),
            "reference": .string(reference ?? ""),
            "referenceWords": .string(reference.map(Words.prose) ?? ""),
            "referenceArticle": .string(reference.map { article(for: Words.prose($0)) } ?? ""),
            // Without the manifest (addReferences completes these): the table by the plural rules.
            "referenceTable": .string(reference.map { Words.snakeCase(Pluralizer.plural($0)) } ?? ""),
            "referenceNameField": .string(""),
            "referenceKeyField": .string(""),
            "option": .string(field.optionName),
            "wireName": .string(field.wireName),
        ]
    }

    /// A reference's sample for tests: one of the ids the contract stores referred entities
    /// under before each rule (100...103, which `variedSample` also draws from).
    static func referenceSample(variant: Int) -> String {
        "Fixtures.id(\(100 + variant))"
    }

    /// Adds what a reference needs of the entity it refers to, from `manifest` (a generated
    /// entity) or `config` (a hand-written one): its table and the fields that name it, on every
    /// field of `fields`, `initialFields` and `tableSteps`, and the entity's `references`,
    /// `hasReferences` and `referredNameFields`.
    static func addReferences(
        to context: inout [String: TemplateValue], fields: [FieldSpec], manifest: ScaffoldManifest,
        config: ScaffoldConfig
    ) {
        func completed(_ value: TemplateValue) -> TemplateValue {
            guard case .object(var members) = value, case .string(let target)? = members["reference"], !target.isEmpty
            else { return value }
            members["referenceTable"] = .string(Words.snakeCase(plural(of: target, in: manifest)))
            let targetFields = ReferenceCheck.fields(of: target, in: manifest, config: config)
            members["referenceNameField"] = .string(nameField(targetFields)?.name ?? "")
            members["referenceKeyField"] = .string(keyField(targetFields)?.name ?? "")
            return .object(members)
        }
        func completedList(_ value: TemplateValue?) -> TemplateValue {
            guard case .list(let items)? = value else { return value ?? .list([]) }
            return .list(items.map(completed))
        }
        context["fields"] = completedList(context["fields"])
        context["initialFields"] = completedList(context["initialFields"])
        if case .list(let steps)? = context["tableSteps"] {
            context["tableSteps"] = .list(
                steps.map { step in
                    guard case .object(var members) = step, let field = members["field"] else { return step }
                    members["field"] = completed(field)
                    return .object(members)
                })
        }
        guard case .list(let all)? = context["fields"] else { return }
        let references = all.filter { value in
            if case .object(let members) = value, members["isReference"] == .bool(true) { return true }
            return false
        }
        context["references"] = .list(references)
        context["hasReferences"] = .bool(!references.isEmpty)
        func referred(_ target: String) -> TemplateValue {
            let targetFields = ReferenceCheck.fields(of: target, in: manifest, config: config)
            return .object([
                "entity": .string(target),
                "words": .string(Words.prose(target)),
                "pluralWords": .string(Words.prose(plural(of: target, in: manifest))),
                "nameField": .string(nameField(targetFields)?.name ?? ""),
                "keyField": .string(keyField(targetFields)?.name ?? ""),
                "isHandWritten": .bool(
                    manifest.entities[target].map { $0.handWrittenMarkers?.contains("transfers") == true } ?? true),
            ])
        }
        context["referredNameFields"] = .list(distinctReferences(fields).map(referred))
        context["seededEntities"] = .list(
            seeded(fields, entity: context["entity"]?.text ?? "", manifest: manifest, config: config).map(referred))
    }

    /// The entities a sample's records need stored first: those `fields` refer to and, before each,
    /// what that one refers to in turn (its own samples name ids 100...103 of those too), each once
    /// and after every one it refers to. `entity` is never among them, even through a cycle.
    static func seeded(
        _ fields: [FieldSpec], entity: String, manifest: ScaffoldManifest, config: ScaffoldConfig
    ) -> [String] {
        var order: [String] = []
        var visited: Set<String> = [entity]
        func visit(_ target: String) {
            guard visited.insert(target).inserted else { return }
            distinctReferences(ReferenceCheck.fields(of: target, in: manifest, config: config)).forEach(visit)
            order.append(target)
        }
        distinctReferences(fields).forEach(visit)
        return order
    }

    /// The plural of `target`, the one the manifest records, else by the plural rules.
    static func plural(of target: String, in manifest: ScaffoldManifest) -> String {
        (try? EntityName(target, plural: manifest.entities[target]?.plural).plural) ?? target + "s"
    }

    /// The field a list shows for a record referred to: its first plain String field, else its
    /// unique one (a project's name); nil when it has neither (then the short id).
    static func nameField(_ fields: [FieldSpec]) -> FieldSpec? {
        searchField(fields) ?? keyField(fields)
    }

    /// The unique String field a person may name a referred record by (`--project Home`).
    static func keyField(_ fields: [FieldSpec]) -> FieldSpec? {
        fields.first { $0.isUnique && $0.type.isRequiredText }
    }

    /// The entities `fields` refer to, each once, in the order of their first reference.
    static func distinctReferences(_ fields: [FieldSpec]) -> [String] {
        fields.compactMap(\.type.reference).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
    }
}
