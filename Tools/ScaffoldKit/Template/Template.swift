/// A template file, parsed once and rendered for each entity.
///
/// The language: `{{ entity | lowerCamel }}` prints a value through filters;
/// `{% if field.isOptional and not field.isArray %}`, `{% elif %}`, `{% else %}`, `{% endif %}`;
/// `{% for field in fields %}` with `loop.first`, `loop.last`, `loop.index`; `{# comments #}`.
/// A tag alone on its line leaves no blank line behind.
struct Template: Sendable {
    /// Where it came from, relative to the repository root.
    let file: String
    private let nodes: [TemplateNode]

    /// Parses `source`; errors name `file` and the line.
    init(source: String, file: String) throws(TemplateError) {
        self.file = file
        let tokens = try TemplateLexer(file: file).tokenize(source)
        self.nodes = try TemplateParser(file: file).parse(tokens)
    }

    /// The text for `context`.
    func render(
        _ context: [String: TemplateValue], pluralOverrides: [String: String] = [:]
    ) throws(TemplateError) -> String {
        try TemplateRenderer(file: file, pluralOverrides: pluralOverrides).render(nodes, context: context)
    }
}
