/// The type of one entity field: a base type, possibly in an array, possibly optional.
struct FieldType: Equatable, Sendable {
    /// The types a field may have, as Swift spells them.
    enum Base: String, CaseIterable, Sendable {
        case string = "String"
        case int = "Int"
        case double = "Double"
        case bool = "Bool"
        case date = "Date"
        case uuid = "UUID"
    }

    /// The element type.
    let base: Base
    /// True for `[T]`.
    let isArray: Bool
    /// True for `T?` and `[T]?`.
    let isOptional: Bool
    /// The generated entity a reference refers to (`Customer` in `customer:Customer`), whose id
    /// the field holds (base `UUID`); nil for every other field.
    var reference: String? = nil
    /// The enum the field holds (`Status(open,shipped)`, base `String`, its raw value); nil for
    /// every other field.
    var enumSpec: EnumSpec? = nil

    /// The Swift spelling: `String`, `Date?`, `[String]`, `[UUID]?`, `Customer.ID?`, `Status?`.
    var swiftType: String {
        let element = isArray ? "[\(base.rawValue)]" : reference.map { $0 + ".ID" } ?? enumSpec?.name ?? base.rawValue
        return isOptional ? element + "?" : element
    }
}

extension FieldType {
    /// Parses `String`, `Date?`, `[String]` or `[Int]?`; nil for anything else.
    init?(parsing text: String) {
        var rest = Substring(text)
        isOptional = rest.hasSuffix("?")
        if isOptional { rest = rest.dropLast() }
        isArray = rest.hasPrefix("[") && rest.hasSuffix("]")
        if isArray { rest = rest.dropFirst().dropLast() }
        guard let base = Base(rawValue: String(rest)) else { return nil }
        self.base = base
    }
}
