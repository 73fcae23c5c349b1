import Foundation

/// The scaffold's record of what it generated (.scaffold/manifest.json), so that `--remove` can
/// take out exactly that and notice files edited since.
struct ScaffoldManifest: Codable, Equatable, Sendable {
    /// One generated entity.
    struct Entity: Codable, Equatable, Sendable {
        /// The command-line arguments that generated it.
        var arguments: [String]
        /// The version of Templates/ used.
        var templateVersion: String
        /// The date written into its file headers, reused when it is generated again.
        var date: String
        /// Every file written, with the SHA-256 of the content written.
        var files: [File]
        /// Every line added between marker comments.
        var registrations: [Registration]
        /// The fields it was generated with, `name:Type`: its table's step 1. Nil in entries
        /// written before the manifest kept them, which `--add-field` cannot extend.
        var fields: [String]? = nil
        /// The gateway it was generated for, reused by `--add-field` and `--remove-field`.
        var gateway: String? = nil
        /// The plural given with `--plural`, reused likewise.
        var plural: String? = nil
        /// Every `--add-field` and `--remove-field` since, oldest first: its table's later steps.
        var fieldChanges: [FieldChange]? = nil
        /// True for an entity the app itself is built around (Project): hand-written code needs
        /// it (its use cases, Todo), so `--remove` refuses it unless `--force`, and other
        /// entities' templates treat it as hand-written (its export lines are the app's own).
        var isAppEntity: Bool? = nil
        /// The outputs of the templates this entity still keeps written by hand: each one a
        /// difference from the generated shape not closed yet. The scaffold neither writes,
        /// compares nor removes them.
        var handWrittenFiles: [String]? = nil
        /// The registration markers whose lines this entity still keeps by hand, likewise.
        var handWrittenMarkers: [String]? = nil
        /// How many of its table's first steps are written by hand (`{Entity}Schema+History.swift`),
        /// for a table that existed before the scaffold wrote its schema: databases in use ran
        /// them, so they stay as shipped. Its generated steps (`--add-field`, `--remove-field`)
        /// follow them; nil or 0 when the generated step 1 creates the table.
        var handWrittenSteps: Int? = nil
    }

    /// A generated file.
    struct File: Codable, Equatable, Sendable {
        /// Path relative to the root.
        var path: String
        /// SHA-256 of the content written, lower-case hex.
        var sha256: String
        /// The text of the hand-written file it replaced (`--force-overwrite`), which `--remove`
        /// writes back; nil when the scaffold created the file.
        var original: String?
    }

    /// A line added between marker comments.
    struct Registration: Codable, Equatable, Sendable {
        /// The file the line is in.
        var file: String
        /// The marker name: the block is `// scaffold:<marker>:begin` ... `:end`.
        var marker: String
        /// The line, without indentation.
        var line: String
    }

    /// The format of this file.
    var version = 1
    /// Generated entities by name.
    var entities: [String: Entity] = [:]

    /// Reads a manifest from its text.
    static func decode(_ text: String, path: String) throws(ScaffoldError) -> ScaffoldManifest {
        do {
            return try JSONDecoder().decode(ScaffoldManifest.self, from: Data(text.utf8))
        } catch {
            throw .config("\(path) cannot be read; restore it from git")
        }
    }

    /// The manifest as stable, diff-friendly JSON text (sorted keys, trailing newline).
    func encoded() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
