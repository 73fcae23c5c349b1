import Foundation

/// The settings in scaffold.json at the repository root. Every key is optional; a missing file
/// means all defaults.
struct ScaffoldConfig: Equatable, Sendable {
    /// The project name written in file headers.
    var project: String
    /// The author written in file headers.
    var author: String
    /// The template folder, relative to the root.
    var templates: String
    /// Where the record of generated entities lives, relative to the root.
    var manifest: String
    /// The folder whose `<Entity>.swift` files are the existing entities.
    var entities: String
    /// Gateway names `--gateway` may choose from; the first is the default.
    var gateways: [String]
    /// The kinds of store the project's `DataStore` has (`memory`, `sqlite`, `remote`, `file`):
    /// templates see them as `stores.<kind>` and generate a data source for each. Empty means
    /// "read them from the cases of `DataStore.Backend`", so the templates follow the code.
    var stores: [String]
    /// The file header, one string per line, itself a template (`{{ file }}`, `{{ project }}`,
    /// `{{ author }}`, `{{ date }}`); empty for none.
    var header: [String]
    /// Named folders, available to templates as `paths.<name>`.
    var paths: [String: String]
    /// Where `--verify` keeps its mirror of the tree and its build products, relative to the root.
    var verifyDirectory: String
    /// Entities written by hand that generated ones may refer to (`project:Project`), each with
    /// the fields a reference reads, written as `--fields` takes them: its first String field is
    /// what lists show, a unique String field what the demo option also takes (`--project Home`).
    var referable: [String: String] = [:]

    /// The file the settings are read from, at the repository root.
    static let fileName = "scaffold.json"

    /// The journal of an apply in progress, beside the manifest.
    var journal: String {
        let folder = parentFolder(of: manifest)
        return folder.isEmpty ? ".scaffold-journal.json" : folder + "/journal.json"
    }

    /// The layers' source folders, whose types an entity must not take the name of.
    var sourceFolders: [String] {
        [
            paths["domain"] ?? "Domain", paths["data"] ?? "Data", paths["presentation"] ?? "Presentation",
            paths["app"] ?? "App",
        ]
    }

    /// The settings used for anything scaffold.json does not say.
    static func defaults(projectName: String, environment: [String: String]) -> ScaffoldConfig {
        ScaffoldConfig(
            project: projectName,
            author: environment["SCAFFOLD_AUTHOR"] ?? environment["USER"] ?? "Unknown",
            templates: "Templates",
            manifest: ".scaffold/manifest.json",
            entities: "Domain/Entities",
            gateways: ["default"],
            stores: [],
            header: [
                "//", "//  {{ file }}", "//  {{ project }}", "//", "//  Created by {{ author }} on {{ date }}.", "//",
            ],
            paths: ["domain": "Domain", "data": "Data", "app": "App", "tests": "Tests"],
            verifyDirectory: ".build/scaffold-verify"
        )
    }
}

extension ScaffoldConfig {
    private struct File: Decodable {
        var project: String?
        var author: String?
        var templates: String?
        var manifest: String?
        var entities: String?
        var gateways: [String]?
        var stores: [String]?
        var header: [String]?
        var paths: [String: String]?
        var verifyDirectory: String?
        var referable: [String: String]?
    }

    private static let knownKeys: Set<String> = [
        "project", "author", "templates", "manifest", "entities", "gateways", "stores", "header", "paths",
        "verifyDirectory", "referable",
    ]

    /// The settings from `data` (the bytes of scaffold.json) over `defaults`. Unknown keys are
    /// refused so that a misspelt setting is not silently ignored.
    static func load(from data: Data, over defaults: ScaffoldConfig) throws(ScaffoldError) -> ScaffoldConfig {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw .config("\(fileName) is not valid JSON")
        }
        guard let keys = (object as? [String: Any]).map({ Set($0.keys) }) else {
            throw .config("\(fileName) must hold a JSON object")
        }
        let unknown = keys.subtracting(knownKeys).sorted()
        guard unknown.isEmpty else {
            throw .config(
                "\(fileName) has unknown keys \(unknown.joined(separator: ", ")); known keys are "
                    + knownKeys.sorted().joined(separator: ", ")
            )
        }
        let file: File
        do {
            file = try JSONDecoder().decode(File.self, from: data)
        } catch {
            throw .config("\(fileName): \(describe(error))")
        }
        var config = defaults
        config.project = file.project ?? config.project
        config.author = file.author ?? config.author
        config.templates = file.templates ?? config.templates
        config.manifest = file.manifest ?? config.manifest
        config.entities = file.entities ?? config.entities
        config.gateways = file.gateways ?? config.gateways
        config.stores = file.stores ?? config.stores
        config.header = file.header ?? config.header
        config.paths = config.paths.merging(file.paths ?? [:]) { _, new in new }
        config.verifyDirectory = file.verifyDirectory ?? config.verifyDirectory
        config.referable = file.referable ?? config.referable
        for (entity, fields) in config.referable {
            do {
                _ = try FieldSpec.parseList(fields)
            } catch {
                throw .config("\(fileName): 'referable.\(entity)': \(error.description)")
            }
        }
        guard !config.gateways.isEmpty else { throw .config("\(fileName): 'gateways' must name at least one gateway") }
        return config
    }

    private static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "cannot be read" }
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context),
            .dataCorrupted(let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return "'\(path)' has the wrong type (\(context.debugDescription))"
        @unknown default:
            return "cannot be read"
        }
    }
}
