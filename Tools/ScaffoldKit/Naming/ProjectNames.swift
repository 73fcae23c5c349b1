import Foundation

/// The names this project already declares: its modules (the targets in Package.swift) and the
/// types of its layers, read from the code on every run so that the list cannot go stale.
struct ProjectNames: Equatable, Sendable {
    /// Each declared name, with where it is declared (`Package.swift` for a module).
    let declarations: [String: String]

    /// The declaration kinds that make a type name.
    static let typeKeywords: Set<String> = ["struct", "class", "enum", "protocol", "actor", "typealias"]

    /// Access levels and modifiers that may stand before the kind of a type other files see.
    static let modifiers: Set<String> = ["public", "package", "internal", "open", "final", "indirect", "nonisolated"]

    /// Scans Package.swift and every Swift file under `folders`, skipping the files in `excluding`
    /// (the entity's own generated files, which may declare its name).
    static func scan(
        _ fileSystem: any FileSystem, folders: [String], excluding: Set<String> = []
    ) throws(ScaffoldError) -> ProjectNames {
        var declarations: [String: String] = [:]
        if let package = try fileSystem.readText("Package.swift") {
            for name in targetNames(inPackage: package) { declarations[name] = "Package.swift" }
        }
        for folder in folders {
            for path in fileSystem.files(under: folder).sorted()
            where path.hasSuffix(".swift") && !excluding.contains(path) {
                guard let text = try fileSystem.readText(path) else { continue }
                for name in declaredTypes(in: text) where declarations[name] == nil { declarations[name] = path }
            }
        }
        return ProjectNames(declarations: declarations)
    }

    /// Why `name` cannot be used, or nil when the project does not declare it.
    func clash(for name: String) -> String? {
        guard let place = declarations[name] else { return nil }
        if place == "Package.swift" { return "'\(name)' is already a module of this project (Package.swift)" }
        return "'\(name)' is already a type of this project (\(place))"
    }

    /// The names of the top-level types `text` declares (`struct`, `class`, `enum`, `protocol`,
    /// `actor`, `typealias`) that other files of its module see: public, package or internal
    /// ones, not private. An internal type clashes too: `SQLiteStore` in Data would make a
    /// Domain entity of that name ambiguous there.
    static func declaredTypes(in text: String) -> [String] {
        var names: [String] = []
        for line in text.split(separator: "\n") where !(line.first?.isWhitespace ?? true) {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            // Attributes and modifiers may stand before the kind; anything else (a comment, a
            // function, an extension) is not a type declaration.
            guard let kind = words.firstIndex(where: { typeKeywords.contains(String($0)) }),
                words[..<kind].allSatisfy({ $0.hasPrefix("@") || modifiers.contains(String($0)) }),
                kind + 1 < words.count
            else { continue }
            let name = words[kind + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !name.isEmpty { names.append(String(name)) }
        }
        return names
    }

    /// The `name:` of every target in a package manifest.
    static func targetNames(inPackage text: String) -> [String] {
        var names: [String] = []
        for call in ["arget(", "systemLibrary("] {  // .target, .executableTarget, .testTarget, ...
            var rest = Substring(text)
            while let found = rest.range(of: call) {
                rest = rest[found.upperBound...]
                let head = rest.drop { $0 == " " || $0 == "\n" }
                guard head.hasPrefix("name:") else { continue }
                let value = head.dropFirst(5).drop { $0 == " " }
                guard value.first == "\"" else { continue }
                names.append(String(value.dropFirst().prefix { $0 != "\"" }))
            }
        }
        return names
    }
}
