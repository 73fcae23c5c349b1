/// The text of `--list`.
enum TemplateListing {
    /// Each template with the file it generates, then the registrations and the gateways.
    static func text(_ templates: TemplateSet, config: ScaffoldConfig) -> String {
        let width = templates.files.map(\.name.count).max() ?? 0
        var output = "Templates (\(config.templates)/, version \(templates.version)):\n"
        for file in templates.files {
            let padding = String(repeating: " ", count: width - file.name.count)
            output += "  \(file.name)\(padding)  -> \(file.outputPattern)\(file.isTest ? "  [test]" : "")\n"
            if !file.description.isEmpty {
                output += "  \(String(repeating: " ", count: width))     \(file.description)\n"
            }
        }
        output += "Registrations:\n"
        for registration in templates.registrations {
            output += "  \(registration.file) [scaffold:\(registration.marker)]: \(registration.linePattern)\n"
        }
        output += "Gateways: \(config.gateways.joined(separator: ", ")) (default \(config.gateways[0]))\n"
        return output
    }
}
