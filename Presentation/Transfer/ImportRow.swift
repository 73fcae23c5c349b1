import Foundation

/// One line of an export file, decoded: a project or a todo. The file is JSON Lines, so that a
/// bad row can be reported by line number and the file can be streamed, grepped and appended to.
enum ImportRow {
    case project(ProjectJSON)
    case todo(TodoJSON)

    /// The row on `line`, or why it cannot be read.
    static func decode(_ line: Substring) -> Result<ImportRow, ImportRowError> {
        let data = Data(line.utf8)
        let decoder = JSONDecoder()
        guard let head = try? decoder.decode(RowHead.self, from: data) else {
            return .failure(ImportRowError("not a JSON object"))
        }
        let type = head.type ?? (head.title != nil ? "todo" : (head.name != nil ? "project" : nil))
        do {
            switch type {
            case "todo": return .success(.todo(try decoder.decode(TodoJSON.self, from: data)))
            case "project": return .success(.project(try decoder.decode(ProjectJSON.self, from: data)))
            case let other?: return .failure(ImportRowError("unknown type \"\(other)\" (use \"todo\" or \"project\")"))
            case nil: return .failure(ImportRowError("neither a todo (no \"title\") nor a project (no \"name\")"))
            }
        } catch let DecodingError.typeMismatch(_, context) {
            return .failure(ImportRowError("\(field(context.codingPath)) has the wrong type"))
        } catch let DecodingError.valueNotFound(_, context) {
            return .failure(ImportRowError("\(field(context.codingPath)) is null; leave it out or give a value"))
        } catch let DecodingError.keyNotFound(key, _) {
            return .failure(ImportRowError("\"\(key.stringValue)\" is missing"))
        } catch {
            return .failure(ImportRowError("not a JSON object of a todo or a project"))
        }
    }

    private static func field(_ path: [any CodingKey]) -> String {
        "\"" + path.map(\.stringValue).joined(separator: ".") + "\""
    }

    /// Just enough of a row to tell what it is.
    private struct RowHead: Decodable {
        var type: String?
        var title: String?
        var name: String?
    }
}

/// Why a row cannot be read.
struct ImportRowError: Error {
    let reason: String

    init(_ reason: String) {
        self.reason = reason
    }
}
