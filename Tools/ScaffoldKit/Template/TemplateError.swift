/// A template that cannot be parsed or rendered, located by file and line so it can be fixed.
struct TemplateError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The template file, relative to the repository root.
    let file: String
    /// The 1-based line the problem is on.
    let line: Int
    /// What is wrong.
    let message: String

    /// `Templates/Entity.swift.tmpl:12: unknown filter 'camel'`.
    var description: String { "\(file):\(line): \(message)" }
}
