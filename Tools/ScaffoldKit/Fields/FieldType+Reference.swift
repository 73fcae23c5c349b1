/// A field that refers to another generated entity: `customer:Customer` (required) or
/// `customer:Customer?` (optional). It holds the other entity's id: the property `customerID:
/// Customer.ID`, the column `customer_id` with a foreign key and an index, the wire member
/// `customerId`, and the demo option `--customer`, which takes the start of an id.
///
/// Parsed apart from the base types, so that other spellings of a type stay one function each.
extension FieldType {
    /// `Customer` or `Customer?`: an UpperCamel name that is no base type; nil for anything
    /// else. Whether that entity exists is the planner's to check (``GenerationPlanner``).
    init?(parsingReference text: String) {
        let isOptional = text.hasSuffix("?")
        let name = isOptional ? String(text.dropLast()) : text
        guard let first = name.unicodeScalars.first, ("A"..."Z").contains(first),
            name.unicodeScalars.allSatisfy(EntityName.isIdentifierScalar), Base(rawValue: name) == nil,
            !Self.unsupportedTypes.contains(name)
        else { return nil }
        self.init(base: .uuid, isArray: false, isOptional: isOptional, reference: name)
    }

    /// Swift and Foundation types a field might be meant to have and cannot: `price:Float` is an
    /// unknown type (listing the ones there are), not a reference to an entity called Float.
    static let unsupportedTypes: Set<String> = [
        "Float", "Float16", "Float32", "Float64", "CGFloat", "Decimal", "Int8", "Int16", "Int32", "Int64", "UInt",
        "UInt8", "UInt16", "UInt32", "UInt64", "Character", "Substring", "Data", "URL", "Array", "Dictionary", "Set",
        "Optional",
    ]
}

extension FieldSpec {
    /// The property a field of `type` named `name` is: `customerID` for the reference
    /// `customer:Customer`, `name` itself for any other field.
    static func referenceProperty(_ name: String, _ type: FieldType) throws(ScaffoldError) -> String {
        guard type.reference != nil else { return name }
        if name.hasSuffix("ID") || name.hasSuffix("Id") {
            throw .invalidFields(
                "write the reference '\(name)' without its ID: '\(name.dropLast(2)):\(type.reference ?? "")' "
                    + "is the property \(name.dropLast(2))ID")
        }
        return name + "ID"
    }
}
