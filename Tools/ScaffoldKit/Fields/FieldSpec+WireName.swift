/// `isCompleted@done:Bool`: a field whose member in the wire object is named otherwise than the
/// property, as Todo's `isCompleted` travels as `done` and its `dueDate` as `due`. The name is
/// the JSON member (the wire object's coding key, the OpenAPI property, the member a server's
/// error names); the property, column, option and query parameter keep the field's name.
extension FieldSpec {
    /// How `--fields` marks a wire name, after the field's name.
    static let wireNameMarker: Character = "@"

    /// The member in the wire object: the given one, else a reference's `customerId`, else the
    /// field's name.
    var wireName: String {
        if let givenWireName { return givenWireName }
        return type.reference == nil ? name : String(name.dropLast(2)) + "Id"
    }

    /// Splits `isCompleted@done` into the name and the wire name; refuses a wire name that is no
    /// lowerCamel identifier.
    static func splitWireName(_ text: String) throws(ScaffoldError) -> (name: String, wireName: String?) {
        guard let marker = text.firstIndex(of: wireNameMarker) else { return (text, nil) }
        let name = String(text[..<marker])
        let wireName = String(text[text.index(after: marker)...])
        guard isFieldName(wireName) else {
            throw .invalidFields(
                "the wire name '\(wireName)' of '\(name)' must be lowerCamelCase: a-z first, then letters and "
                    + "digits, e.g. \(name)\(wireNameMarker)done")
        }
        return (name, wireName)
    }

    /// Refuses two members of the wire object with one name: a field's and another's, or a
    /// built-in member's (`id`, `createdAt`, `updatedAt`).
    static func checkWireNames(_ fields: [FieldSpec]) throws(ScaffoldError) {
        var owners: [String: String] = [:]
        for name in builtIn.sorted() { owners[name] = "the built-in member '\(name)'" }
        for field in fields {
            if let owner = owners[field.wireName] {
                throw .invalidFields(
                    "'\(field.name)' and \(owner) would both be the wire member '\(field.wireName)'; "
                        + "give one another name with \(wireNameMarker)")
            }
            owners[field.wireName] = "'\(field.name)'"
        }
    }
}
