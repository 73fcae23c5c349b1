import Foundation

/// The repository the scaffold works on: its files, settings, templates and manifest, read once.
struct Workspace {
    /// The files.
    let fileSystem: any FileSystem
    /// scaffold.json over the defaults.
    let config: ScaffoldConfig
    /// The record of generated entities.
    let manifest: ScaffoldManifest

    /// Reads the settings and the manifest. Templates are loaded separately, since `--remove`
    /// and `--help` work without them.
    static func load(_ fileSystem: any FileSystem, environment: [String: String]) throws(ScaffoldError) -> Workspace {
        let defaults = ScaffoldConfig.defaults(
            projectName: try packageName(fileSystem) ?? "App", environment: environment
        )
        var config = defaults
        if let data = try fileSystem.read(ScaffoldConfig.fileName) {
            config = try ScaffoldConfig.load(from: data, over: defaults)
        }
        if config.stores.isEmpty {
            config.stores = try backendCases(fileSystem, dataFolder: config.paths["data"] ?? "Data") ?? ["memory"]
        }
        var manifest = ScaffoldManifest()
        if let text = try fileSystem.readText(config.manifest) {
            manifest = try ScaffoldManifest.decode(text, path: config.manifest)
        }
        return Workspace(fileSystem: fileSystem, config: config, manifest: manifest)
    }

    /// The templates named in the configured template folder.
    func templates() throws(ScaffoldError) -> TemplateSet {
        try TemplateSet.load(folder: config.templates, from: fileSystem)
    }

    /// The case names of `enum Backend` in `<data>/Core/Store/DataStore.swift`: the kinds of store the
    /// generated `DataStore` extension must switch over.
    static func backendCases(_ fileSystem: any FileSystem, dataFolder: String) throws(ScaffoldError) -> [String]? {
        guard let text = try fileSystem.readText(dataFolder + "/Core/Store/DataStore.swift"),
            let start = text.range(of: "enum Backend")
        else { return nil }
        let body = text[start.upperBound...].prefix { $0 != "}" }
        let cases = body.split(separator: "\n").compactMap { line -> String? in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("case ") else { return nil }
            return String(trimmed.dropFirst(5).prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        }
        return cases.isEmpty ? nil : cases
    }

    /// The package name in Package.swift, the default project name for headers.
    private static func packageName(_ fileSystem: any FileSystem) throws(ScaffoldError) -> String? {
        guard let text = try fileSystem.readText("Package.swift"),
            let range = text.range(of: "name: \"")
        else { return nil }
        let rest = text[range.upperBound...]
        return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
    }
}
