import Foundation

/// The templates in Templates/ and what they make: the entries of Templates/manifest.json
/// (``TemplateManifest``) with every template they name parsed once.
struct TemplateSet: Sendable {
    /// One generated file: its manifest entry and its parsed templates.
    struct FileTemplate: Sendable {
        /// The entry as the manifest gives it.
        let entry: TemplateManifest.File
        /// The output path, parsed.
        let output: Template
        /// The file's content, parsed.
        let body: Template
        /// The entry's condition as a template that renders non-empty text when it holds; nil
        /// for a file generated always.
        let when: Template?
    }

    /// One registration line: its manifest entry and the line, parsed.
    struct RegistrationTemplate: Sendable {
        /// The entry as the manifest gives it.
        let entry: TemplateManifest.Registration
        /// The line, parsed.
        let line: Template
    }

    /// The templates' version, recorded in the manifest with each generated entity.
    let version: String
    /// The files, in generation order.
    let files: [FileTemplate]
    /// The registrations.
    let registrations: [RegistrationTemplate]

    /// Loads and parses every template under `folder`; any error names the file and line.
    static func load(folder: String, from fileSystem: any FileSystem) throws(ScaffoldError) -> TemplateSet {
        let manifestPath = folder + "/manifest.json"
        guard let data = try fileSystem.read(manifestPath) else {
            throw .config("\(manifestPath) is missing; the scaffold needs its templates")
        }
        let manifest: TemplateManifest
        do {
            manifest = try JSONDecoder().decode(TemplateManifest.self, from: data)
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
                let when = try entry.when.map { condition throws(TemplateError) in
                    try Template(source: "{% if \(condition) %}yes{% endif %}", file: manifestPath)
                }
                files.append(
                    FileTemplate(
                        entry: entry, output: try Template(source: entry.output, file: manifestPath),
                        body: try Template(source: source, file: path), when: when))
            } catch {
                throw .template(error)
            }
        }
        var registrations: [RegistrationTemplate] = []
        for entry in manifest.registrations ?? [] {
            do throws(TemplateError) {
                registrations.append(
                    RegistrationTemplate(entry: entry, line: try Template(source: entry.line, file: manifestPath)))
            } catch {
                throw .template(error)
            }
        }
        return TemplateSet(version: manifest.version, files: files, registrations: registrations)
    }
}
