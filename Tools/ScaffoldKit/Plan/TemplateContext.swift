/// The values templates see: the entity and its names, its fields, and the project's settings.
enum TemplateContext {
    /// The context for generating `entity` with `fields` and no field changes.
    static func make(
        entity: EntityName, fields: [FieldSpec], gateway: String, config: ScaffoldConfig, date: String,
        templateVersion: String
    ) -> [String: TemplateValue] {
        // A history without changes has no defaults to compute, so nothing can throw.
        (try? make(
            entity: entity, history: FieldHistory(fields: fields), gateway: gateway, config: config, date: date,
            templateVersion: templateVersion)) ?? [:]
    }

    /// The context for generating `entity` whose fields have `history`: `fields` are the current
    /// ones (each with its `addedDefault` when it was added later and is not optional),
    /// `initialFields` the ones its table's step 1 created, `tableSteps` the later steps.
    static func make(
        entity: EntityName, history: FieldHistory, gateway: String, config: ScaffoldConfig, date: String,
        templateVersion: String
    ) throws(ScaffoldError) -> [String: TemplateValue] {
        let fields = history.fields
        var fieldValues: [TemplateValue] = []
        var hasDefaults = false
        for (offset, field) in fields.enumerated() {
            guard case .object(var members) = value(of: field, index: offset + 1) else { continue }
            let added = try history.addedDefault(of: field)
            members["hasAddedDefault"] = .bool(added != nil)
            members["isSearchField"] = .bool(field.name == searchField(fields)?.name)
            members["isNameField"] = .bool(field.name == nameField(fields)?.name)
            members["openAPISchema"] = .string(openAPISchema(field.type, isTitle: isTitle(field, among: fields)))
            if field.name == searchField(fields)?.name {
                // The contract's query tests find "item 1" in it, and tell its samples apart.
                members["variedSample"] = .string(
                    #"["beta", "Alpha", "gamma", "ALPHA", "Ärger", "item 1"][number % 6]"#)
                members["numberedSample"] = .string(#""Item \(number)""#)
            }
            members["addedDefault"] = .string(added?.record ?? "")
            if let added {
                // The value old rows got is new rows' default too: `add` no longer requires it.
                members["defaultValue"] = .string(added.domain)
                members["defaultHelp"] = .string(added.help.map { "; \($0) when not given" } ?? "")
            } else if let given = field.givenDefault {
                // The default `--fields` gave (`=open`, `=false`): `add` does not require the field.
                let value = try FieldDefault(field: field, given: given)
                members["defaultValue"] = .string(value.domain)
                members["defaultHelp"] = .string(value.help.map { "; \($0) when not given" } ?? "")
            } else {
                members["defaultHelp"] = .string("")
            }
            members["defaultArgument"] = .string(defaultArgument(members["defaultValue"]?.text ?? ""))
            hasDefaults = hasDefaults || added != nil
            fieldValues.append(.object(members))
        }
        // A unique field's key column comes after updated_at, so every other position stays.
        let uniqueFields = fields.filter(\.isUnique).enumerated().map { offset, field in
            TemplateValue.object([
                "name": .string(field.name), "words": .string(prose(field.name)),
                "keyColumn": .string(field.keyColumn), "keyParameter": .int(fields.count + 4 + offset),
            ])
        }
        return [
            "initialFields": .list(
                history.initialFields.enumerated().map { value(of: $0.element, index: $0.offset + 1) }),
            "initialUniqueFields": .list(history.initialFields.filter(\.isUnique).map { value(of: $0) }),
            // The sort indexes `:indexed` asks for: step 1's, and the table's now.
            "initialIndexedFields": .list(history.initialFields.filter(\.isIndexed).map { value(of: $0) }),
            "indexedFields": .list(fields.filter(\.isIndexed).map { value(of: $0) }),
            // The references of step 1, each indexed there.
            "initialReferences": .list(history.initialFields.filter { $0.type.reference != nil }.map { value(of: $0) }),
            "uniqueFields": .list(uniqueFields),
            "hasUniqueFields": .bool(!uniqueFields.isEmpty),
            "tableSteps": .list(try steps(history)),
            // Steps 1...n written by hand ({Entity}Schema+History.swift) in place of the generated step 1.
            "handWrittenSteps": .int(history.handWrittenSteps),
            "removedMembers": .string(removedMembers(history)),
            "hasAddedDefaults": .bool(hasDefaults),
            // The field a test edits when any one will do.
            "firstField": fieldValues.first ?? .object([:]),
            // The fields a query sorts by: every one but arrays.
            "sortFields": .list(zip(fields, fieldValues).filter { !$0.0.type.isArray }.map(\.1)),
            // The fields of one kind, for the rules the contract checks of each.
            "textFields": .list(zip(fields, fieldValues).filter { $0.0.type.hasContains }.map(\.1)),
            // The filter's one search over them all (`text`): a list of one, or none without them.
            "textSearch": .list(FieldFilterConditions.textSearch(over: fields).map { [$0.value] } ?? []),
            "enumFields": .list(zip(fields, fieldValues).filter { $0.0.type.enumSpec != nil }.map(\.1)),
            "titleFields": .list(
                zip(fields, fieldValues).filter { isTitle($0.0, among: fields) }.map(\.1)),
            "malformedWireValues": .list(fields.compactMap(malformedWireValue)),
            // The other plain text fields, which validation keeps free of U+0000, and the times it rounds.
            "storableTextFields": .list(
                zip(fields, fieldValues).filter { $0.0.type.hasContains && !isTitle($0.0, among: fields) }.map(\.1)),
            "dateFields": .list(zip(fields, fieldValues).filter { $0.0.type.base == .date }.map(\.1)),
            "references": .list(zip(fields, fieldValues).filter { $0.0.type.reference != nil }.map(\.1)),
            "hasReferences": .bool(fields.contains { $0.type.reference != nil }),
            // The fields the wire object names otherwise (a reference's id, `isCompleted@done`).
            "renamedMembers": .list(zip(fields, fieldValues).filter { $0.0.wireName != $0.0.name }.map(\.1)),
            "hasRenamedMembers": .bool(fields.contains { $0.wireName != $0.name }),
            "referredTypes": .string(
                distinctReferences(fields).map { "\"\(Words.kebabCase($0))\"" }.joined(separator: ", ")),
            // Each enum the fields hold, once: a file of its own (the manifest's `"each": "enums"`).
            "enums": .list(((try? FieldSpec.enums(of: fields)) ?? []).map(enumValue)),
            // Each entity referred to once, in the order of first reference.
            "referredEntities": .list(distinctReferences(fields).map { .string($0) }),
            // With the field each one's lists show it by; addReferences finds those in the manifest.
            "referredNameFields": .list(
                distinctReferences(fields).map { .object(["entity": .string($0), "nameField": .string("")]) }),
            // With what those refer to in turn, each after its own (addReferences, from the manifest).
            "seededEntities": .list(distinctReferences(fields).map { .object(["entity": .string($0)]) }),
            "filterExamples": .list(QueryExamples.filters(fields, searchField: searchField(fields))),
            "sortExamples": .list(QueryExamples.sorts(fields, searchField: searchField(fields))),
            "entity": .string(entity.name),
            "entityPlural": .string(entity.plural),
            "entityWords": .string(prose(entity.name)),
            "entityPluralWords": .string(prose(entity.plural)),
            "entityArticle": .string(article(for: prose(entity.name))),
            "fields": .list(fieldValues),
            "createdAtIndex": .int(fields.count + 1),
            "updatedAtIndex": .int(fields.count + 2),
            "createdAtParameter": .int(fields.count + 2),
            "updatedAtParameter": .int(fields.count + 3),
            "gateway": .string(gateway),
            "project": .string(config.project),
            "author": .string(config.author),
            "date": .string(date),
            "templateVersion": .string(templateVersion),
            "paths": .object(config.paths.mapValues { .string($0) }),
            "stores": .object(
                Dictionary(
                    uniqueKeysWithValues: Set(knownStores + config.stores).map {
                        ($0, .bool(config.stores.contains($0)))
                    })
            ),
            // The field lists show the entity by (as `defaultSortField`), empty when it has none.
            "nameField": .string(nameField(fields)?.name ?? ""),
            "nameFieldWords": .string(nameField(fields).map { prose($0.name) } ?? ""),
            "nameFieldLabel": .string(nameField(fields).map { Words.label($0.name) } ?? ""),
            "searchField": searchField(fields).map { value(of: $0) } ?? .object([:]),
            "hasSearchField": .bool(searchField(fields) != nil),
            // The default order: by the field lists show the entity by, else by creation.
            "defaultSortField": .string(defaultSortField(fields)?.name ?? "createdAt"),
            "defaultSortWords": .string(
                defaultSortField(fields).map { "\(prose($0.name)), A to Z" } ?? "creation, oldest first"),
            // Whether `list`'s options set a condition as they are read: arrays have none, and a
            // required reference's is set once its lookup has run (an optional one's `-none` is not).
            "hasFilterFields": .bool(
                fields.contains { !$0.type.isArray && ($0.type.reference == nil || $0.type.isOptional) }),
            // The entity's filter and query objects in docs/openapi.json (TemplateContext+OpenAPI).
            "openAPIFilter": .string(openAPIFilter(fields)),
            "openAPIQuery": .string(openAPIQuery(fields)),
        ]
    }

    /// The fields removed since step 1 and not added back, as Swift string literals joined by
    /// commas (`"note", "color"`): members old journal lines carry, which the file store ignores.
    private static func removedMembers(_ history: FieldHistory) -> String {
        var names: [String] = []
        for name in history.changes.compactMap(\.removed)
        where !names.contains(name) && !history.fields.contains(where: { $0.name == name }) {
            names.append(name)
        }
        return names.map { "\"\($0)\"" }.joined(separator: ", ")
    }

    /// Every later step of the table, oldest first; a removed unique field's step also drops its
    /// key column (`removedKeyColumn`, empty otherwise), and a removed indexed field's its index
    /// (`removedIndexed`), which only the fields before it know.
    private static func steps(_ history: FieldHistory) throws(ScaffoldError) -> [TemplateValue] {
        var fields = history.initialFields
        var steps: [TemplateValue] = []
        for change in history.changes {
            guard case .object(var members) = try step(change) else { continue }
            let removed = fields.first { $0.name == change.removed }
            members["removedKeyColumn"] = .string(removed?.isUnique == true ? removed?.keyColumn ?? "" : "")
            members["removedIndexed"] = .bool(removed?.isIndexed == true)
            fields.removeAll { $0.name == change.removed }
            if let added = change.added { fields.append(try FieldSpec.parse(added)) }
            steps.append(.object(members))
        }
        return steps
    }

    /// One later step of the table: `version`, `isAdd` with the added `field` and its `sqlDefault`
    /// (empty for an optional field), or `isRemove` with the removed `column`.
    private static func step(_ change: FieldChange) throws(ScaffoldError) -> TemplateValue {
        var members: [String: TemplateValue] = [
            "version": .int(change.step), "isAdd": .bool(change.added != nil), "isRemove": .bool(change.removed != nil),
        ]
        if let added = change.added {
            let field = try FieldSpec.parse(added)
            members["field"] = value(of: field)
            members["column"] = .string(Words.snakeCase(field.name))
            let sqlDefault = field.type.isOptional ? nil : try FieldDefault(field: field, given: change.defaultValue)
            members["sqlDefault"] = .string(sqlDefault?.sql ?? "")
            members["words"] = .string("add \(field.name)")
        } else if let removed = change.removed {
            members["column"] = .string(Words.snakeCase(removed))
            members["words"] = .string("remove \(removed)")
        }
        return .object(members)
    }

    /// An identifier as words in a sentence: `APIKey` -> `API key`, `OrderLine` -> `order line`.
    static func prose(_ identifier: String) -> String {
        Words.prose(identifier)
    }

    /// `a` or `an` before `words`: by the sound of the letter's name for an acronym (`an API key`,
    /// `a URL`), by the first letter otherwise (`an order`, `a product`).
    static func article(for words: String) -> String {
        let first = String(words.split(separator: " ").first ?? "")
        guard let letter = first.first else { return "a" }
        if first.count > 1, first == first.uppercased() { return "AEFHILMNORSX".contains(letter) ? "an" : "a" }
        return "aeiou".contains(letter) ? "an" : "a"
    }

    /// The kinds of store templates may test for; each is false unless scaffold.json lists it.
    static let knownStores = ["memory", "sqlite", "postgresql", "remote", "file"]

    /// The field text queries filter and sort by: the first plain `String` one that is not
    /// unique (the contract's query tests repeat its values), if any.
    static func searchField(_ fields: [FieldSpec]) -> FieldSpec? {
        fields.first { $0.type.isRequiredText && !$0.isUnique }
    }

    /// Whether validation keeps `field` as a title (trimmed, not empty, not too long): a unique
    /// field, and the text the entity is listed by.
    static func isTitle(_ field: FieldSpec, among fields: [FieldSpec]) -> Bool {
        field.isUnique || field.name == searchField(fields)?.name
    }

    /// The field a query sorts by unless told otherwise: the one a list shows the entity by, its
    /// first plain `String` field, else its unique one (a project's name), as a person expects a
    /// list of customers or projects to be ordered; nil when it has neither (then by creation).
    static func defaultSortField(_ fields: [FieldSpec]) -> FieldSpec? {
        nameField(fields)
    }

    /// The type a record stores: dates as integer milliseconds since 1970, an enum's case as its
    /// name (a ranked enum's as its rank), everything else as is.
    static func recordType(_ type: FieldType) -> String {
        if type.reference != nil { return type.isOptional ? "UUID?" : "UUID" }
        if let spec = type.enumSpec {
            let stored = spec.isRanked ? "Int" : "String"
            return type.isOptional ? stored + "?" : stored
        }
        guard type.base == .date else { return type.swiftType }
        let element = type.isArray ? "[Int64]" : "Int64"
        return type.isOptional ? element + "?" : element
    }

    /// The type a server's body reads and writes: the entity's own, with ids as `WireID`, which
    /// takes only 36 hex characters in groups (Foundation's `UUID` decoding also takes a sign or
    /// `0x`), and dates as `WireTime`, whole milliseconds within the storable years, refused at
    /// their member otherwise.
    static func wireType(_ type: FieldType) -> String {
        if type.enumSpec != nil { return type.isOptional ? "String?" : "String" }
        let wire: String
        switch type.base {
        case .uuid: wire = "WireID"
        case .date: wire = "WireTime"
        default: return type.swiftType
        }
        let element = type.isArray ? "[\(wire)]" : wire
        return type.isOptional ? element + "?" : element
    }

    /// A field as templates see it: names, Swift type, a flag for each base type (`isString`,
    /// `isInt`, `isDouble`, `isBool`, `isDate`, `isUUID`), sample literals for tests, and its
    /// position: `index` (1-based, the SQL column after `id`) and `parameter` (`index + 1`).
    static func value(of field: FieldSpec, index: Int = 1) -> TemplateValue {
        let type = field.type
        var members: [String: TemplateValue] = [
            "name": .string(field.name),
            "type": .string(type.swiftType),
            "base": .string(type.base.rawValue),
            "isOptional": .bool(type.isOptional),
            "isArray": .bool(type.isArray),
            "column": .string(Words.snakeCase(field.name)),
            "sqlType": .string(sqlType(type)),
            "postgreSQLType": .string(postgreSQLType(type)),
            "columnType": .string(sqlType(type).lowercased()),
            "sample": .string(type.reference == nil ? sample(type, variant: 0) : referenceSample(variant: 0)),
            "otherSample": .string(type.reference == nil ? sample(type, variant: 1) : referenceSample(variant: 1)),
            "variedSample": .string(field.isUnique ? uniqueVariedSample : variedSample(type)),
            // The contract's `sample(number)`: a unique field's differs per number.
            "numberedSample": .string(
                field.isUnique
                    ? #""sample \(number)""#
                    : type.reference == nil ? sample(type, variant: 0) : referenceSample(variant: 0)),
            // The contract's ties rule: every field as `same`'s, but a unique one, which cannot repeat.
            "tiedSample": .string(field.isUnique ? "same.\(field.name) + id.uuidString" : "same.\(field.name)"),
            "isUnique": .bool(field.isUnique),
            "keyColumn": .string(field.keyColumn),
            "words": .string(Words.prose(field.name)),
            "label": .string(Words.label(field.name)),
            "recordType": .string(recordType(type)),
            "wireType": .string(wireType(type)),
            "defaultValue": .string(type.isOptional ? "nil" : type.isArray ? "[]" : ""),
            "recordElementType": .string(
                recordType(FieldType(base: type.base, isArray: type.isArray, isOptional: false))),
            "index": .int(index),
            "parameter": .int(index + 1),
        ]
        for base in FieldType.Base.allCases { members["is" + base.rawValue] = .bool(type.base == base) }
        if let spec = type.enumSpec {
            // An enum's case is no text to trim, search or sort ignoring case: its own kind.
            members["isString"] = .bool(false)
            members["base"] = .string(spec.name)
            members["enumName"] = .string(spec.name)
            // What a damaged store might hold instead of a case: a word, or a rank past the last.
            let noCase = spec.isRanked ? String(spec.cases.count) : "\(field.name)-that-is-no-case"
            members["storedNoCaseText"] = .string(noCase)
            members["storedNoCase"] = .string(spec.isRanked ? noCase : "\"\(noCase)\"")
        }
        members["isEnum"] = .bool(type.enumSpec != nil)
        // A given default is the column's DEFAULT (see TemplateContext+SQL.swift), but a named enum's.
        members["columnDefault"] = .string(
            field.givenDefault.flatMap { given in
                type.enumSpec?.isRanked == false ? nil : try? FieldDefault(field: field, given: given)
            }.map { " DEFAULT " + $0.sql } ?? "")
        // Both SQL stores refuse a name that is no case; NULL (an optional field's nil) passes.
        members["sqlCheck"] = .string(
            type.enumSpec.map { spec in
                " CHECK (\"\(Words.snakeCase(field.name))\" IN (\(spec.cases.map(spec.sqlLiteral).joined(separator: ", "))))"
            } ?? "")
        // The server's reader of the field's query parameter (App/Server/Routing/QueryParameters+Fields.swift).
        members["queryReader"] = .string(type.enumSpec == nil ? Words.lowerCamel(type.base.rawValue) : "enumCase")
        // The filter's conditions on the field (the design is at the top of the filter's template).
        members["filterConditions"] = .list(FieldFilterConditions.conditions(of: field))
        members["openAPISchema"] = .string(openAPISchema(type))
        for (name, value) in referenceMembers(of: field) { members[name] = value }
        for (name, value) in declarationMembers(of: field) { members[name] = value }
        return .object(members)
    }

    /// An enum as its own file's template sees it (`"each": "enums"`): `name`, `label` (`Order
    /// status`), `words` (`order status`) and `cases` (each `name` and `label`).
    static func enumValue(_ spec: EnumSpec) -> TemplateValue {
        .object([
            "name": .string(spec.name), "words": .string(Words.prose(spec.name)),
            // A ranked enum's raw value is its rank (`enum Priority: Int, RankedFieldEnum`).
            "isRanked": .bool(spec.isRanked), "rawType": .string(spec.isRanked ? "Int" : "String"),
            "conformance": .string(spec.isRanked ? "RankedFieldEnum" : "FieldEnum"),
            "nameList": .string(spec.cases.map { "\"\($0)\"" }.joined(separator: ", ")),
            "label": .string(Words.label(spec.name)),
            "cases": .list(spec.cases.map { .object(["name": .string($0), "label": .string(Words.label($0))]) }),
        ])
    }

    /// The SQLite column type: arrays are stored as JSON text, dates as milliseconds, a ranked
    /// enum's case as its rank.
    static func sqlType(_ type: FieldType) -> String {
        if type.isArray { return "TEXT" }
        if type.enumSpec?.isRanked == true { return "INTEGER" }
        switch type.base {
        case .string, .uuid: return "TEXT"
        case .int, .bool, .date: return "INTEGER"
        case .double: return "REAL"
        }
    }

    /// The PostgreSQL column type, by the store's conventions (`PostgreSQLSchema`): SQLite's
    /// types with PostgreSQL's names, text compared byte by byte.
    static func postgreSQLType(_ type: FieldType) -> String {
        switch sqlType(type) {
        case "INTEGER": "BIGINT"
        case "REAL": "DOUBLE PRECISION"
        default: #"TEXT COLLATE "C""#
        }
    }

    /// A Swift expression of `type` in `number` for query tests: values that repeat (ties), differ
    /// only in case (strings), and are missing for some numbers (optionals), so every sort and
    /// filter has something to tell apart.
    static func variedSample(_ type: FieldType) -> String {
        let element: String
        if let spec = type.enumSpec {
            return (type.isOptional ? "number % 4 == 1 ? nil : " : "")
                + "\(spec.name).allCases[number % \(spec.cases.count)]"
        }
        switch type.base {
        case .string: element = #"["beta", "Alpha", "gamma", "ALPHA", "Ärger"][number % 5]"#
        case .int: element = "(number * 7) % 5 - 2"
        case .double: element = "Double((number * 3) % 4) / 2 - 0.5"
        case .bool: element = "number % 3 == 0"
        case .date: element = "Date(millisecondsSince1970: 1_700_000_000_000 + Int64((number * 5) % 3) * 60_000)"
        case .uuid: element = "Fixtures.id(100 + (number * 3) % 4)"
        }
        let value = type.isArray ? "[\(element)]" : element
        return type.isOptional ? "number % 4 == 1 ? nil : \(value)" : value
    }

    /// A unique text field's ``variedSample(_:)``: the same words, each followed by the number,
    /// so that values still differ in case and contain the same text but no two are one key.
    static let uniqueVariedSample = #"["beta", "Alpha", "gamma", "ALPHA", "Ärger"][number % 5] + " \(number)""#

    /// A Swift literal of `type` for tests; the two variants differ so updates can be observed.
    static func sample(_ type: FieldType, variant: Int) -> String {
        if let cases = type.enumSpec?.cases { return "." + cases[min(variant, cases.count - 1)] }
        let element: String
        switch type.base {
        case .string: element = variant == 0 ? "\"sample\"" : "\"changed\""
        case .int: element = variant == 0 ? "42" : "7"
        case .double: element = variant == 0 ? "4.5" : "0.25"
        case .bool: element = variant == 0 ? "true" : "false"
        case .date:
            element = "Date(millisecondsSince1970: \(variant == 0 ? "1_700_000_000_000" : "1_800_000_000_000"))"
        case .uuid: element = "UUID()"
        }
        return type.isArray ? "[\(element)]" : element
    }

    /// A wire value the server must refuse with 400 `invalid_field` naming the field, for the
    /// store tests: a bent id (`bent` there), an impossible day, or no case of an enum; nil for a
    /// field whose every spelling of its type is valid.
    private static func malformedWireValue(_ field: FieldSpec) -> TemplateValue? {
        let type = field.type
        let value: String
        if type.isArray {
            return nil
        } else if type.enumSpec != nil {
            value = "\"\(field.name)-that-is-no-case\""
        } else if type.base == .uuid {
            value = "bent"
        } else if type.base == .date {
            value = "\"2026-02-30T00:00:00.000Z\""
        } else {
            return nil
        }
        return .object(["wireName": .string(field.wireName), "value": .string(value)])
    }
}
