/// `dueDate:Date?:indexed`: a field lists sort by often enough to keep an index on, as a sort
/// key (the column, then the id that breaks ties), named as every index of the table is
/// (`todos_due_date`). It goes after the type and before a default
/// (`priority:Priority:Int(low,medium,high):indexed=medium`). Step 1 creates the index and the
/// schema's `indexes` lists it; removing the field drops the index before its column, since
/// SQLite refuses to drop an indexed column.
extension FieldSpec {
    /// How `--fields` marks an indexed field, after its type.
    static let indexedSuffix = ":indexed"

    /// The type's text without a trailing `:indexed`, and whether it had one.
    static func splitIndexed(_ typeText: Substring) -> (type: Substring, isIndexed: Bool) {
        guard typeText.hasSuffix(indexedSuffix) else { return (typeText, false) }
        return (typeText.dropLast(indexedSuffix.count), true)
    }

    /// Refuses `:indexed` where the table has an index on the column already (a reference's, a
    /// unique field's key) or where no sort reads it (an array, stored as JSON text).
    static func checkIndexed(name: String, type: FieldType, isUnique: Bool) throws(ScaffoldError) {
        let why =
            type.reference != nil
            ? "a reference's column is indexed already"
            : isUnique ? "a unique field is indexed by its key already" : type.isArray ? "no sort reads an array" : nil
        if let why { throw .invalidFields("'\(name)' cannot be \(indexedSuffix): \(why)") }
    }
}
