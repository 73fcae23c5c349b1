/// A value a template can print, test or loop over.
enum TemplateValue: Equatable, Sendable {
    /// Text; printed as is.
    case string(String)
    /// A flag for `{% if %}`; printed as `true`/`false`.
    case bool(Bool)
    /// A number, such as `loop.index`.
    case int(Int)
    /// Something to loop over with `{% for %}`.
    case list([TemplateValue])
    /// Named members, reached with dots: `field.name`.
    case object([String: TemplateValue])

    /// Truth for `{% if %}`: true, non-zero, and non-empty text, lists and objects.
    var isTruthy: Bool {
        switch self {
        case .string(let text): !text.isEmpty
        case .bool(let flag): flag
        case .int(let number): number != 0
        case .list(let items): !items.isEmpty
        case .object(let members): !members.isEmpty
        }
    }

    /// The text printed for `{{ value }}`, or nil for lists and objects, which have none.
    var text: String? {
        switch self {
        case .string(let text): text
        case .bool(let flag): String(flag)
        case .int(let number): String(number)
        case .list, .object: nil
        }
    }
}
