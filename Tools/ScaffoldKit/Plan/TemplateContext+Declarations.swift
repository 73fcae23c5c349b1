// What a field's declarations say, worked out here so that the entity, its record and its wire
// object declare every field in one line, whatever it is: `summary` (the property's doc comment:
// its label, `Whether it is completed` for `isCompleted:Bool`, `, if any` when optional, or for a
// reference what it refers to), `recordSummary` (the record's: how a store keeps the value: a
// time's milliseconds, a ranked enum's rank, a reference's id), `defaultArgument` (` = nil`, ` = .open`, empty
// when `add` requires the field; completed with the manifest's defaults in `make`) and
// `codingKey` (the wire object's case: `name`, or `customerID = "customerId"` for a member the
// wire names otherwise).

extension TemplateContext {
    /// `summary`, `recordSummary`, `defaultArgument` and `codingKey` of `field`.
    static func declarationMembers(of field: FieldSpec) -> [String: TemplateValue] {
        let type = field.type
        let ifAny = type.isOptional ? ", if any" : ""
        let summary =
            type.reference.map { reference in
                "The \(Words.prose(reference)) it refers to\(ifAny): a stored one, "
                    + "which cannot be deleted while referred to."
            } ?? described(field) + ifAny + "."
        let wireName = field.wireName
        return [
            "summary": .string(summary),
            "recordSummary": .string(recordSummary(of: field) + ifAny + "."),
            "defaultArgument": .string(defaultArgument(type.isOptional ? "nil" : type.isArray ? "[]" : "")),
            "codingKey": .string(wireName == field.name ? field.name : "\(field.name) = \"\(wireName)\""),
        ]
    }

    /// A field in words starting a doc comment: `Title`, `Whether it is completed` (`isCompleted`,
    /// a Bool whose name asks a question: `is`, `has`), `Due date`.
    private static func described(_ field: FieldSpec) -> String {
        let words = Words.split(field.name)
        guard field.type.base == .bool, !field.type.isArray, words.count > 1,
            let verb = words.first.map({ $0.lowercased() }), ["is", "has"].contains(verb)
        else { return Words.label(field.name) }
        return "Whether it \(verb) " + Words.prose(field.name).split(separator: " ").dropFirst().joined(separator: " ")
    }

    /// What a record keeps of `field`, starting its doc comment: `Due date, in milliseconds since
    /// 1970`, `` ``/Domain/Priority`` rank: 0 low, 1 medium, 2 high``, `The referred project's id`.
    private static func recordSummary(of field: FieldSpec) -> String {
        let type = field.type
        if let reference = type.reference { return "The referred \(Words.prose(reference))'s id" }
        if let spec = type.enumSpec, spec.isRanked, !type.isArray {
            let ranks = spec.cases.enumerated().map { "\($0.offset) \(Words.prose($0.element))" }
            return "``/Domain/\(spec.name)`` rank: " + ranks.joined(separator: ", ")
        }
        if type.base == .date { return described(field) + ", in milliseconds since 1970" }
        return described(field)
    }

    /// ` = value` after a parameter, or nothing when there is no default `value`.
    static func defaultArgument(_ value: String) -> String {
        value.isEmpty ? "" : " = " + value
    }
}
