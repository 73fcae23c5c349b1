/// The text of `--list`.
enum TemplateListing {
    /// Each template with the file it generates, then the registrations and the gateways.
    static func text(_ templates: TemplateSet, config: ScaffoldConfig) -> String {
        var output = "Templates (\(config.templates)/, version \(templates.version)):\n"
        for file in templates.files.map(\.entry) {
            let tags =
                (file.test == true ? " [test]" : "") + (file.when.map { " [when \($0)]" } ?? "")
                + (file.requires.map { " [if \($0) exists]" } ?? "")
            output += "  \(file.template)\(tags)\n      -> \(file.output)\n"
            if let description = file.description, !description.isEmpty { output += "         \(description)\n" }
        }
        output += "Registrations:\n"
        for registration in templates.registrations.map(\.entry) {
            let requirement = registration.requires.map { " [if \($0) exists]" } ?? ""
            output += "  \(registration.file) [scaffold:\(registration.marker)]\(requirement)\n"
            output += "      \(registration.line)\n"
        }
        output += "Gateways: \(config.gateways.joined(separator: ", ")) (default \(config.gateways[0]))\n"
        output += "Stores: \(config.stores.joined(separator: ", "))\n"
        return output
    }
}
