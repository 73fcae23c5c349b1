// How a field appears in docs/openapi.json, for the registrations that add a generated entity's
// paths and schemas to it: JSON on one line, naming the document's own components (`Id`,
// `Instant`, `Text`, `Title`) so that a field reads as a todo's field of the same type does.

extension TemplateContext {
    /// The JSON Schema of the field's value in the entity's wire object: a title (`isTitle(_:among:)`)
    /// is the document's `Title`, which says what validation refuses; a reference says that what
    /// it names must exist.
    static func openAPISchema(_ type: FieldType, isTitle: Bool = false) -> String {
        if isTitle { return ##"{"$ref": "#/components/schemas/Title"}"## }
        let element = type.enumSpec.map(openAPIEnum) ?? openAPIElement(type.base)
        // Validation keeps U+0000 out of a text field, not out of a list's texts: the stores keep
        // those as JSON, where it is escaped, so an element is any string.
        let item = type.isText ? #"{"type": "string"}"# : element
        let value = type.isArray ? #"{"type": "array", "items": \#(item)}"# : element
        let schema = type.isOptional ? #"{"oneOf": [\#(value), {"type": "null"}]}"# : value
        guard let reference = type.reference else { return schema }
        let orNull = type.isOptional ? ", or null" : ""
        let description =
            "The \(Words.prose(reference)) it refers to (which must exist, else 422 `invalid_reference`)\(orNull)."
        return #"\#(schema.dropLast()), "description": "\#(description)"}"#
    }

    /// The properties of the entity's filter object (`GET /v1/{collection}/count`), a JSON
    /// object: per field `f` (equality, or `null` for no value), `fMin` and `fMax`, `fContains`,
    /// as docs/REST.md's "Generated collections" lists them, none for an array; then `text`.
    static func openAPIFilter(_ fields: [FieldSpec]) -> String {
        "{" + filterMembers(fields).joined(separator: ", ") + "}"
    }

    /// The properties of the entity's query object (`GET /v1/{collection}`): the filter's, then
    /// `sort` (every field but an array, `createdAt`, `updatedAt`), `order`, `limit`, `offset`,
    /// `after`.
    static func openAPIQuery(_ fields: [FieldSpec]) -> String {
        let sortable = fields.filter { !$0.type.isArray }.map(\.name) + ["createdAt", "updatedAt"]
        let count = #""type": "integer", "minimum": 0, "maximum": 9223372036854775807"#
        let sortDefault = defaultSortField(fields)?.name ?? "createdAt"
        let paging = [
            #""sort": {"type": "string", "enum": [\#(sortable.map { "\"\($0)\"" }.joined(separator: ", "))], "#
                + #""default": "\#(sortDefault)", "description": "Ties are broken by id, ascending, whatever the order."}"#,
            #""order": {"type": "string", "enum": ["asc", "desc"], "default": "asc"}"#,
            #""limit": {\#(count), "description": "At most this many records, after sorting. "#
                + #"Without it, every record from `offset` on."}"#,
            #""offset": {\#(count), "description": "Skip this many first (default 0). Ties are broken by id, so "#
                + "consecutive pages never overlap; but a record deleted before the page moves the next one into "
                + "the previous page, so walking a collection by offset can skip a record. "
                + #"Walk it with `after` instead."}"#,
            ##""after": {"$ref": "#/components/schemas/PageCursor"}"##,
        ]
        return "{" + (filterMembers(fields) + paging).joined(separator: ", ") + "}"
    }

    /// Each field's conditions, then the search over every text field, if it has one.
    private static func filterMembers(_ fields: [FieldSpec]) -> [String] {
        let searched = fields.filter(\.type.hasContains).map { Words.prose($0.name) }
        let search = FieldFilterConditions.textSearch(over: fields).map { condition in
            let element = openAPIQueryElement(.string).dropLast()
            let description =
                "With this text in the \(searched.joined(separator: " or ")), ignoring case; empty selects all."
            return #""\#(condition.name)": \#(element), "description": "\#(description)"}"#
        }
        return fields.flatMap(filterMembers) + (search.map { [$0] } ?? [])
    }

    private static func filterMembers(_ field: FieldSpec) -> [String] {
        let element = field.type.enumSpec.map(openAPIEnum) ?? openAPIQueryElement(field.type.base)
        // "No value" is the text `null`, typed as a string: as a bare `const`, schemathesis took
        // JSON null for a value outside it, which a query string spells `null` too.
        let nullable = #"{"anyOf": [\#(element), {"type": "string", "enum": ["null"]}]}"#
        return FieldFilterConditions.list(of: field).map { condition in
            let schema = condition.isOptionalMatch ? nullable : element
            // Every schema here is one JSON object: its description goes before the closing brace.
            let description = meaning(of: condition, on: field)
            return #""\#(condition.name)": \#(schema.dropLast()), "description": "\#(description)"}"#
        }
    }

    /// What a filter condition selects, in docs/REST.md's words ("Generated collections").
    private static func meaning(of condition: FieldFilterConditions.Condition, on field: FieldSpec) -> String {
        let label = Words.label(field.name)
        let noValue = field.type.isOptional ? "; no value never matches" : ""
        switch condition.match {
        case "atLeast": return "\(label) is at least it\(noValue)."
        case "atMost": return "\(label) is at most it\(noValue)."
        case "contains": return "\(label) contains it, ignoring case; empty selects all\(noValue)."
        default:
            let equals = field.type.isText ? "\(label) is exactly it, code point by code point" : "\(label) is it"
            return equals + (condition.isOptionalMatch ? "; `null`: has no value." : ".")
        }
    }

    /// An enum's value: one of its cases' names.
    private static func openAPIEnum(_ spec: EnumSpec) -> String {
        #"{"type": "string", "enum": [\#(spec.cases.map { "\"\($0)\"" }.joined(separator: ", "))]}"#
    }

    private static func openAPIElement(_ base: FieldType.Base) -> String {
        switch base {
        case .string: ##"{"$ref": "#/components/schemas/Text"}"##
        case .int: #"{"type": "integer", "minimum": -9223372036854775808, "maximum": 9223372036854775807}"#
        case .double: #"{"type": "number"}"#
        case .bool: #"{"type": "boolean"}"#
        case .date: ##"{"$ref": "#/components/schemas/Instant"}"##
        case .uuid: ##"{"$ref": "#/components/schemas/Id"}"##
        }
    }

    /// A query value: as in a body, except that text may hold no control character (a
    /// percent-encoded one is 400 `invalid_path`).
    private static func openAPIQueryElement(_ base: FieldType.Base) -> String {
        base == .string ? #"{"type": "string", "pattern": "^[^\\u0000-\\u001F\\u007F]*$"}"# : openAPIElement(base)
    }
}
