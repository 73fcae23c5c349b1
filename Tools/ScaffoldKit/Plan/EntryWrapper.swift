import Foundation

/// Wraps a registration line that would be longer than the project's line length, the way
/// `swift format` would, so that a long entity name still passes the lint.
struct EntryWrapper {
    /// The longest line `.swift-format` allows.
    let lineLength: Int
    /// The formatter that does the wrapping.
    let formatter: any SourceFormatter

    /// `line` as it stands at `indentation`: itself when it fits, else formatted over several
    /// lines, the continuation lines indented relative to the first.
    func wrap(_ line: String, indentation: String) throws(ScaffoldError) -> String {
        guard indentation.count + line.count > lineLength else { return line }
        // Nest the line in declarations so that it sits at the same depth as in its file.
        let depth = max(1, indentation.count / 4)
        var snippet = ""
        for level in 0..<(depth - 1) { snippet += String(repeating: "    ", count: level) + "enum Level\(level) {\n" }
        snippet += String(repeating: "    ", count: depth - 1) + "func body() {\n"
        snippet += String(repeating: "    ", count: depth) + line + "\n"
        for level in stride(from: depth - 1, through: 0, by: -1) {
            snippet += String(repeating: "    ", count: level) + "}\n"
        }
        let formatted = try formatter.format(["Entry.swift": snippet])["Entry.swift"] ?? snippet
        let lines = formatted.split(separator: "\n").map(String.init)
        guard lines.count > depth * 2 else { return line }
        let entry = lines[depth..<(lines.count - depth)]
        let prefix = String(entry.first?.prefix { $0 == " " || $0 == "\t" } ?? "")
        return
            entry
            .map { $0.hasPrefix(prefix) ? String($0.dropFirst(prefix.count)) : $0.trimmingWhitespace() }
            .joined(separator: "\n")
    }

    /// The `lineLength` of the `.swift-format` file, or nil when there is none or it is unreadable.
    static func lineLength(in configuration: Data?) -> Int? {
        guard let configuration,
            let object = try? JSONSerialization.jsonObject(with: configuration) as? [String: Any]
        else { return nil }
        return object["lineLength"] as? Int ?? 100
    }
}
