/// The `demo` options a generated entity's fields become (`--due`, `--due-none`, `--due-min`,
/// `--due-max`, `--title-contains`), checked against the options the demo already has and
/// against each other.
///
/// Why: the demo's parser gives an option's value to its one owner. A field called `limit`
/// would be read as `list --limit`, a field called `store` as the global `--store`, and of the
/// fields `due` and `dueMin` one could never be set; the generated code would build and its
/// tests pass while the command quietly did something else. So such fields are refused when
/// they are named, with the option that clashes.
enum FieldOptionNames {
    /// What the demo itself spells: the global options (App/Demo/Arguments/GlobalOptions.swift)
    /// and those every generated command has (`--json`; `list --sort`, `--limit` and, for an entity
    /// with text fields, `--search`; `rm --force`). `FieldOptionNamesTests` reads them back from
    /// those files, so a new demo option cannot be missed here.
    static let demoOwned: Set<String> = [
        "store", "token", "no-color", "help", "version", "generate-completion-script", "json", "sort", "limit",
        "force", "search",
    ]

    /// Every option `field` gives `add`, `edit` and `list`, in the templates' order.
    static func options(of field: FieldSpec) -> [String] {
        let option = field.optionName
        var options = [option]
        if field.type.hasOptionalMatch { options.append(option + "-none") }
        if field.type.hasRange { options += [option + "-min", option + "-max"] }
        if field.type.hasContains { options.append(option + "-contains") }
        return options
    }

    /// Refuses a field whose option the demo already has, or another field's option.
    static func check(_ fields: [FieldSpec]) throws(ScaffoldError) {
        var owners: [String: String] = [:]
        for field in fields {
            for option in options(of: field) {
                if demoOwned.contains(option) {
                    throw .invalidFields(
                        "field '\(field.name)' would have the option --\(option), which the demo already has; rename it"
                    )
                }
                if let owner = owners[option] {
                    throw .invalidFields(
                        "fields '\(owner)' and '\(field.name)' would both have the option --\(option); rename one")
                }
                owners[option] = field.name
            }
        }
    }
}
