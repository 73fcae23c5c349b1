/// The conditions a generated filter puts on a field, one per property of the filter, as the
/// templates see them (`field.filterConditions`): its property `name` (`price`, `priceMin`,
/// `priceMax`, `nameContains`), Swift `type` and `initial` value (what selects everything), the
/// `match` it is tested with (`equals`, `atLeast`, `atMost`, `contains`: Domain's `FilterMatch`,
/// the SQL shape's `SQLCondition` and its `SQLFilterParameters` have one overloaded function of
/// each name, so a template writes one line per condition whatever the field's type), and
/// `selects`, what its doc comment says after "Only <entities>". The names and their order are
/// ``FieldQueryParameterNames``'s: the REST parameters are the filter's properties.
enum FieldFilterConditions {
    /// The conditions on `field`: none for an array. Values are of its base type, or its enum.
    static func conditions(of field: FieldSpec) -> [TemplateValue] {
        let type = field.type
        let base = type.enumSpec?.name ?? type.base.rawValue
        let words = Words.prose(field.name)
        let exactly = type.isText ? ", exactly (code point by code point)" : ""
        let neverMissing = type.isOptional ? "; one without never matches" : ""
        var conditions: [TemplateValue] = []
        func add(_ name: String, _ type: String, _ initial: String, _ match: String, _ selects: String) {
            conditions.append(
                .object([
                    "name": .string(name), "type": .string(type), "initial": .string(initial),
                    "match": .string(match), "selects": .string(selects),
                ]))
        }
        if type.hasEquality {
            add(field.name, base + "?", "nil", "equals", "whose \(words) is this\(exactly), when set")
        }
        if type.hasOptionalMatch {
            let exactlyHere = type.isText ? " (exactly, code point by code point)" : ""
            add(
                field.name, "OptionalMatch<\(base)>", ".any", "equals",
                "with this \(words)\(exactlyHere), or without one (`.isNil`)")
        }
        if type.hasRange {
            add(
                field.name + "Min", base + "?", "nil", "atLeast",
                "whose \(words) is at least this, when set\(neverMissing)")
            add(
                field.name + "Max", base + "?", "nil", "atMost",
                "whose \(words) is at most this, when set\(neverMissing)")
        }
        if type.hasContains {
            add(
                field.name + "Contains", "String?", "nil", "contains",
                "whose \(words) contains this text, ignoring case, when set and not empty\(neverMissing)")
        }
        return conditions
    }
}
