import Foundation

/// The templates in Templates/ and what they make, as listed in Templates/manifest.json.
///
/// The manifest lists one entry per generated file (`template`, `output` path, `description`) and
/// the registration lines (`file`, `marker`, `line`); output paths and lines are templates too.
struct TemplateSet: Sendable {
    /// One generated file.
    struct FileTemplate: Sendable {
        /// The template file, relative to the template folder.
        let name: String
        /// What the generated file is, for `--list`.
        let description: String
        /// The output path pattern, e.g. `Domain/Entities/{{ entity }}.swift`.
        let outputPattern: String
        /// The output path, as a template.
        let output: Template
        /// The file's content, as a template.
        let body: Template
        /// True when the file is a test (the new tests that `--verify` runs).
        let isTest: Bool
        /// The condition under which the file is generated (`stores.sqlite`), nil for always.
        let condition: String?
        /// The condition, as a template that renders non-empty text when it holds.
        let when: Template?
        /// A file that must exist in the tree for this one to be generated (the code it plugs into).
        let requires: String?
    }

    /// One registration line added between marker comments.
    struct RegistrationTemplate: Sendable {
        /// The file it goes into, relative to the root.
        let file: String
        /// The marker name.
        let marker: String
        /// The line pattern, for `--list`.
        let linePattern: String
        /// The line, as a template.
        let line: Template
        /// A file that must exist for the line to be added; nil for the registration file itself,
        /// which must then exist.
        let requires: String?
    }

    /// The templates' version, recorded in the manifest with each generated entity.
    let version: String
    /// The files, in generation order.
    let files: [FileTemplate]
    /// The registrations.
    let registrations: [RegistrationTemplate]

    private struct ManifestFile: Decodable {
        struct Entry: Decodable {
            var template: String
            var output: String
            var description: String?
            var test: Bool?
            var when: String?
            var requires: String?
        }

        struct Registration: Decodable {
            var file: String
            var marker: String
            var line: String
            var requires: String?
        }

        var version: String
        var files: [Entry]
        var registrations: [Registration]?
    }

    /// Loads and parses every template under `folder`; any error names the file and line.
    static func load(folder: String, from fileSystem: any FileSystem) throws(ScaffoldError) -> TemplateSet {
        let manifestPath = folder + "/manifest.json"
        guard let data = try fileSystem.read(manifestPath) else {
            throw .config("\(manifestPath) is missing; the scaffold needs its templates")
        }
        let manifest: ManifestFile
        do {
            manifest = try JSONDecoder().decode(ManifestFile.self, from: data)
        } catch {
            throw .config("\(manifestPath) is not a valid template manifest (version, files[], registrations[])")
        }
        var files: [FileTemplate] = []
        for entry in manifest.files {
            let path = folder + "/" + entry.template
            guard let source = try fileSystem.readText(path) else {
                throw .config("\(manifestPath) lists \(entry.template), but \(path) does not exist")
            }
            do throws(TemplateError) {
                var when: Template?
                if let condition = entry.when {
                    when = try Template(source: "{% if \(condition) %}yes{% endif %}", file: manifestPath)
                }
                files.append(
                    FileTemplate(
                        name: entry.template, description: entry.description ?? "", outputPattern: entry.output,
                        output: try Template(source: entry.output, file: manifestPath),
                        body: try Template(source: source, file: path), isTest: entry.test ?? false,
                        condition: entry.when,
                        when: when, requires: entry.requires
                    )
                )
            } catch {
                throw .template(error)
            }
        }
        var registrations: [RegistrationTemplate] = []
        for entry in manifest.registrations ?? [] {
            do throws(TemplateError) {
                let line = try Template(source: entry.line, file: manifestPath)
                registrations.append(
                    RegistrationTemplate(
                        file: entry.file, marker: entry.marker, linePattern: entry.line, line: line,
                        requires: entry.requires)
                )
            } catch {
                throw .template(error)
            }
        }
        return TemplateSet(version: manifest.version, files: files, registrations: registrations)
    }
}
