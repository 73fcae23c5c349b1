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

        /// The condition as the templates see it.
        var value: TemplateValue {
            .object([
                "name": .string(name), "type": .string(type), "initial": .string(initial), "match": .string(match),
                "selects": .string(selects),
            ])
        }
    }

    /// The conditions on `field`, as the templates see them.
    static func conditions(of field: FieldSpec) -> [TemplateValue] {
        list(of: field).map(\.value)
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

    /// The filter's property that searches every text field at once (`text`), on top of each
    /// field's own `fContains`: what a person types into one search box, without knowing which
    /// field holds the words (a todo's title or its notes). Its REST parameter has the same name.
    static let textSearchName = "text"

    /// The one search over `fields`' text (as `templates` see it: `textSearch`, a list of one, or
    /// none for an entity without a text field), matched by `contains(anyOf:)`.
    static func textSearch(over fields: [FieldSpec]) -> Condition? {
        let searched = fields.filter(\.type.hasContains).map { Words.prose($0.name) }
        guard let last = searched.last else { return nil }
        let words = searched.count == 1 ? last : searched.dropLast().joined(separator: ", ") + " or " + last
        return Condition(
            name: textSearchName, type: "String?", initial: "nil", match: "contains",
            selects: "with this text in their \(words), ignoring case, when set and not empty")
    }
}
