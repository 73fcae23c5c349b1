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
            config.stores = storeKinds(fileSystem, dataFolder: config.paths["data"] ?? "Data")
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

    /// The kinds of store the project has: the memory store, which the core holds, and one per
    /// store target, named by its factory file `<data>/<Target>/DataStore+<Kind>.swift`
    /// (`DataStore+SQLite.swift` is `sqlite`). A generated entity's `DataStore` extension lives
    /// in the core's folder and is not a kind of store.
    static func storeKinds(_ fileSystem: any FileSystem, dataFolder: String) -> [String] {
        let factories = fileSystem.files(under: dataFolder).compactMap { path -> String? in
            let parts = path.dropFirst(dataFolder.count + 1).split(separator: "/")
            guard parts.count == 2, parts[0] != "Core", parts[1].hasPrefix("DataStore+"), parts[1].hasSuffix(".swift")
            else { return nil }
            return parts[1].dropFirst("DataStore+".count).dropLast(".swift".count).lowercased()
        }
        return ["memory"] + factories.sorted()
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
