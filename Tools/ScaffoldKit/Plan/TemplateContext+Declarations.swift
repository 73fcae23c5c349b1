// What a field's declarations say, worked out here so that the entity and its wire object
// declare every field in one line, whatever it is: `summary` (the property's doc comment: its
// label, or for a reference what it refers to), `defaultArgument` (` = nil`, ` = .open`, empty
// when `add` requires the field; completed with the manifest's defaults in `make`) and
// `codingKey` (the wire object's case: `name`, or `customerID = "customerId"` for a member the
// wire names otherwise).

extension TemplateContext {
    /// `summary`, `defaultArgument` and `codingKey` of `field`.
    static func declarationMembers(of field: FieldSpec) -> [String: TemplateValue] {
        let type = field.type
        let summary =
            type.reference.map { reference in
                "The \(Words.prose(reference)) it refers to\(type.isOptional ? ", if any" : ""): a stored one, "
                    + "which cannot be deleted while referred to."
            } ?? Words.label(field.name) + "."
        let wireName = field.wireName
        return [
            "summary": .string(summary),
            "defaultArgument": .string(defaultArgument(type.isOptional ? "nil" : type.isArray ? "[]" : "")),
            "codingKey": .string(wireName == field.name ? field.name : "\(field.name) = \"\(wireName)\""),
        ]
    }

    /// ` = value` after a parameter, or nothing when there is no default `value`.
    static func defaultArgument(_ value: String) -> String {
        value.isEmpty ? "" : " = " + value
    }
}
