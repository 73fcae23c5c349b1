import Foundation

/// One change to a generated entity's fields after it was generated: `--add-field SPEC` or
/// `--remove-field NAME`. The manifest keeps every change in order, because each is a numbered
/// step of the entity's table (step 1 creates it with the fields it was generated with) and a
/// shipped step is never rewritten.
struct FieldChange: Codable, Equatable, Sendable {
    /// The table step this change is: 2 for the first change, and so on.
    var step: Int
    /// The field added, as `name:Type`; nil for a removal.
    var added: String?
    /// The value rows stored before the change get for a non-optional added field, as given after
    /// `=` or chosen by ``FieldDefault``; nil for an optional field (rows get nil) and a removal.
    var defaultValue: String?
    /// The name of the field removed; nil for an addition.
    var removed: String?
}

/// What `--add-field` or `--remove-field` asks for, before it is numbered.
enum FieldChangeRequest: Equatable, Sendable {
    /// `--add-field "name:Type"` or `"name:Type=default"`.
    case add(FieldSpec, defaultValue: String?)
    /// `--remove-field name`.
    case remove(String)

    /// Parses `--add-field`'s value: `icon:String?`, `sortOrder:Int=3`, `due:Date=2026-01-31`.
    static func parseAdd(_ text: String) throws(ScaffoldError) -> FieldChangeRequest {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let parts = trimmed.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        let field = try FieldSpec.parse(String(parts[0]))
        guard parts.count == 2 else { return .add(field, defaultValue: nil) }
        let given = String(parts[1])
        guard !field.type.isOptional else {
            throw .invalidFields(
                "'\(field.name)' is optional, so rows stored before it get nil; drop '=\(given)'")
        }
        _ = try FieldDefault(field: field, given: given)
        return .add(field, defaultValue: given)
    }

    /// Parses `--remove-field`'s value: a field name.
    static func parseRemove(_ text: String) throws(ScaffoldError) -> FieldChangeRequest {
        let name = text.trimmingCharacters(in: .whitespaces)
        guard FieldSpec.isFieldName(name) else {
            throw .invalidFields("--remove-field takes a field name such as 'color', not '\(text)'")
        }
        if FieldSpec.builtIn.contains(name) {
            throw .invalidFields("'\(name)' is built in (every entity has id, createdAt and updatedAt); it stays")
        }
        return .remove(name)
    }
}
