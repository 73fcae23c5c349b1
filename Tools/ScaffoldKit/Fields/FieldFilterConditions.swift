/// The conditions a generated filter puts on a field, one per property of the filter, as the
/// templates see them (`field.filterConditions`): its property `name` (`price`, `priceMin`,
/// `priceMax`, `nameContains`), Swift `type` and `initial` value (what selects everything), the
/// `match` it is tested with (`equals`, `atLeast`, `atMost`, `contains`: Domain's `FilterMatch`,
/// the SQL shape's `SQLCondition` and its `SQLFilterParameters` have one overloaded function of
/// each name, so a template writes one line per condition whatever the field's type), and
/// `selects`, what its doc comment says after "Only <entities>". The REST parameters are the
/// filter's properties: ``FieldQueryParameterNames`` reads their names here.
enum FieldFilterConditions {
    /// One property of the filter.
    struct Condition {
        let name: String
        let type: String
        let initial: String
        let match: String
        let selects: String

        /// Whether it is an optional field's equality, whose value may be "no value".
        var isOptionalMatch: Bool { initial == ".any" }
    }

    /// The conditions on `field`, as the templates see them.
    static func conditions(of field: FieldSpec) -> [TemplateValue] {
        list(of: field).map { condition in
            .object([
                "name": .string(condition.name), "type": .string(condition.type),
                "initial": .string(condition.initial), "match": .string(condition.match),
                "selects": .string(condition.selects),
            ])
        }
    }

    /// The conditions on `field`: none for an array. Values are of its base type, or its enum.
    static func list(of field: FieldSpec) -> [Condition] {
        let type = field.type
        let base = type.enumSpec?.name ?? type.base.rawValue
        let words = Words.prose(field.name)
        let exactly = type.isText ? ", exactly (code point by code point)" : ""
        let neverMissing = type.isOptional ? "; one without never matches" : ""
        var conditions: [Condition] = []
        func add(_ name: String, _ type: String, _ initial: String, _ match: String, _ selects: String) {
            conditions.append(Condition(name: name, type: type, initial: initial, match: match, selects: selects))
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
