/// The text of `--list`.
enum TemplateListing {
    /// Each template with the file it generates, then the registrations and the gateways.
    static func text(_ templates: TemplateSet, config: ScaffoldConfig) -> String {
        var output = "Templates (\(config.templates)/, version \(templates.version)):\n"
        for file in templates.files {
            let tags =
                (file.isTest ? " [test]" : "") + (file.condition.map { " [when \($0)]" } ?? "")
                + (file.requires.map { " [if \($0) exists]" } ?? "")
            output += "  \(file.name)\(tags)\n      -> \(file.outputPattern)\n"
            if !file.description.isEmpty { output += "         \(file.description)\n" }
        }
        output += "Registrations:\n"
        for registration in templates.registrations {
            let requirement = registration.requires.map { " [if \($0) exists]" } ?? ""
            output += "  \(registration.file) [scaffold:\(registration.marker)]\(requirement)\n"
            output += "      \(registration.linePattern)\n"
        }
        output += "Gateways: \(config.gateways.joined(separator: ", ")) (default \(config.gateways[0]))\n"
        output += "Stores: \(config.stores.joined(separator: ", "))\n"
        return output
    }
}
