/// A parsed template: text to copy, values to print, conditions and loops.
indirect enum TemplateNode: Equatable, Sendable {
    /// Literal text.
    case text(String)
    /// `{{ expression }}`.
    case output(TemplateExpression)
    /// `{% if %}...{% elif %}...{% else %}...{% endif %}`: the first branch whose condition holds.
    case conditional(branches: [TemplateBranch], otherwise: [TemplateNode])
    /// `{% for variable in sequence %}...{% endfor %}`, with `loop.first`, `loop.last`, `loop.index`.
    case loop(variable: String, sequence: TemplateExpression, body: [TemplateNode])
}

/// One `if` or `elif` arm.
struct TemplateBranch: Equatable, Sendable {
    /// When the arm is taken.
    let condition: TemplateCondition
    /// What it renders.
    let body: [TemplateNode]
}

/// A value: a dotted path (`field.name`) or a quoted literal, then filters (`| snake_case`).
struct TemplateExpression: Equatable, Sendable {
    /// Where the value comes from.
    enum Source: Equatable, Sendable {
        /// A variable and its members: `["field", "name"]`.
        case path([String])
        /// A quoted string.
        case literal(String)
    }

    /// Where the value comes from.
    let source: Source
    /// Filter names, applied left to right.
    let filters: [String]
    /// The line it is on.
    let line: Int
}

/// The test of an `if`: comparisons and truth, combined with `not`, `and`, `or`.
indirect enum TemplateCondition: Equatable, Sendable {
    /// The value is truthy.
    case truthy(TemplateExpression)
    /// The two values print the same text (`==`), or different text when `equal` is false (`!=`).
    case compare(TemplateExpression, TemplateExpression, equal: Bool)
    /// Negation.
    case not(TemplateCondition)
    /// Both hold.
    case and(TemplateCondition, TemplateCondition)
    /// Either holds.
    case or(TemplateCondition, TemplateCondition)
}
