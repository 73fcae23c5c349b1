/// Templates/manifest.json as written: one entry per generated file and one per registration
/// line, in the manifest's own words. ``TemplateSet`` parses the templates these entries name;
/// `--list` shows the entries as they are.
struct TemplateManifest: Decodable, Sendable {
    /// One generated file.
    struct File: Decodable, Sendable {
        /// The template file, relative to the template folder.
        var template: String
        /// The output path, itself a template, e.g. `Domain/Entities/{{ entity }}.swift`.
        var output: String
        /// What the generated file is, for `--list`.
        var description: String?
        /// True when the file is a test (the new tests that `--verify` runs).
        var test: Bool?
        /// The condition under which the file is generated (`stores.sqlite`); nil for always.
        var when: String?
        /// A file that must exist in the tree for this one to be generated (the code it plugs into).
        var requires: String?
        /// A list of the context (`enums`): the file is generated once per element, which the
        /// template sees as `each` (one `Domain/Entities/{{ each.name }}.swift` per enum); nil for once.
        var each: String?
    }

    /// One registration line added between marker comments.
    struct Registration: Decodable, Sendable {
        /// The file it goes into, relative to the root.
        var file: String
        /// The marker name.
        var marker: String
        /// The line, itself a template.
        var line: String
        /// A file that must exist for the line to be added; nil for the registration file itself,
        /// which must then exist.
        var requires: String?
    }

    /// The templates' version, recorded in the manifest with each generated entity.
    var version: String
    /// The files, in generation order.
    var files: [File]
    /// The registrations; a manifest may have none.
    var registrations: [Registration]?
}
