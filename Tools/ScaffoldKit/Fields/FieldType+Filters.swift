extension FieldType {
    /// The conditions a generated filter puts on a field of this type, which the templates and
    /// the demo's option names both follow (the design is at the top of the filter's template):
    /// arrays have none; `equals` for plain values but Date, whose equality would be to the
    /// millisecond; `OptionalMatch` (a value or nil) for optionals; ranges for numbers and Date;
    /// contains for String; an enum's case, equality alone.
    var hasEquality: Bool { !isArray && !isOptional && base != .date }
    /// True for a field filtered by `.any`, `.isNil` or `.equals`.
    var hasOptionalMatch: Bool { !isArray && isOptional }
    /// True for a field filtered by an inclusive min and max.
    var hasRange: Bool { !isArray && [.int, .double, .date].contains(base) }
    /// True for a field filtered by case-insensitive containment: text, but not an enum's case.
    var hasContains: Bool { !isArray && isText }
    /// True for a single required text a person types: what a list shows and searches, and what
    /// may be unique. Not an enum's case, whose base is String too.
    var isRequiredText: Bool { isText && !isArray && !isOptional }
    /// True for text, array or optional, but not an enum's case.
    var isText: Bool { base == .string && enumSpec == nil }
}
