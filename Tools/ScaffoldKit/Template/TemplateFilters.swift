/// The filters templates can apply with `|`. Each takes and gives text.
enum TemplateFilters {
    /// A filter: the text in, the plural overrides (from `--plural`), the text out.
    typealias Filter = @Sendable (String, [String: String]) -> String

    /// Every filter by name.
    static let known: [String: Filter] = [
        "UpperCamel": { text, _ in Words.upperCamel(text) },
        "lowerCamel": { text, _ in Words.lowerCamel(text) },
        "snake_case": { text, _ in Words.snakeCase(text) },
        "kebab_case": { text, _ in Words.kebabCase(text) },
        "plural": { text, overrides in overrides[text] ?? Pluralizer.plural(text) },
        "upper": { text, _ in text.uppercased() },
        "lower": { text, _ in text.lowercased() },
    ]
}
