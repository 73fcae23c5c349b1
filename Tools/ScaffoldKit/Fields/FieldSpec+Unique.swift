/// `email:String:unique`: a field no two records may share, as Rails' `:uniq`. Every store
/// decides it on a key, the value folded as a project's name is (Domain's
/// `TextRules.uniquenessKey`): the SQL stores keep it in a column of its own (`email_key`) under
/// a UNIQUE index, the memory and file stores look it up; a taken value is a `conflict` naming
/// the field and the value.
extension FieldSpec {
    /// How `--fields` marks a unique field, after its type.
    static let uniqueSuffix = ":unique"

    /// The type's text without a trailing `:unique`, and whether it had one.
    static func splitUnique(_ typeText: Substring) -> (type: Substring, isUnique: Bool) {
        guard typeText.hasSuffix(uniqueSuffix) else { return (typeText, false) }
        return (typeText.dropLast(uniqueSuffix.count), true)
    }

    /// Refuses `:unique` on anything but a required String: an optional, array or non-text value
    /// has no key that every store folds alike.
    static func checkUnique(name: String, type: FieldType) throws(ScaffoldError) {
        guard type.isRequiredText else {
            throw .invalidFields(
                "'\(name):\(type.swiftType)\(uniqueSuffix)': only a required String field can be unique")
        }
    }

    /// Refuses a field named as a unique field's key (`emailKey` beside `email:String:unique`):
    /// both would be the record's `emailKey` and the column `email_key`.
    static func checkKeyNames(_ fields: [FieldSpec]) throws(ScaffoldError) {
        for field in fields where field.isUnique {
            if let clash = fields.first(where: { Words.snakeCase($0.name) == field.keyColumn }) {
                throw .invalidFields(
                    "'\(clash.name)' would be the column '\(field.keyColumn)' that holds unique '\(field.name)''s key; "
                        + "rename it")
            }
        }
    }

    /// The column holding the folded value that the UNIQUE index is on: `email_key`.
    var keyColumn: String { Words.snakeCase(name) + "_key" }
}
