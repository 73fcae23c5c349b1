import Foundation
import JSONSyntax

/// One line of an export file, as far as telling whose it is: the type of its entity, read by
/// that entity's ``EntityTransfer``. The file is JSON Lines, so that a bad row can be reported
/// by line number and the file can be streamed, grepped and appended to.
enum ImportRow {
    /// The type of the entity on `line` (its `type`, or else, as earlier exports wrote them, a
    /// todo's when it has a `title` and a project's when it has a `name`), or why it cannot be
    /// read. `decoder` may be shared by every line of a file: making one per line costs more than
    /// many a line's parse.
    static func type(of line: Substring, with decoder: JSONDecoder = JSONDecoder()) -> Result<String, ImportRowError> {
        // Strict first: the decoder lets a trailing comma through, which no exporter writes, and
        // keeps one value of a member given twice.
        do throws(JSONSyntaxCheck.Failure) {
            _ = try JSONSyntaxCheck.memberNames(in: Array(line.utf8))
        } catch {
            guard let key = error.repeatedKey else { return .failure(ImportRowError("not valid JSON")) }
            return .failure(ImportRowError("\"\(key)\" is given twice; give it once"))
        }
        do {
            return .success(try decoder.decode(Head.self, from: Data(line.utf8)).type)
        } catch {
            return .failure(failure(error))
        }
    }

    /// `JSON`, an entity's object, on `line`, which ``type(of:with:)`` read as a row of its
    /// type; a field it does not have is refused, as a todo's is, unless an earlier version of
    /// the object wrote it (``RetiredWireMembers``).
    static func decode<JSON: Codable>(
        _: JSON.Type, from line: Substring, kind: String, with decoder: JSONDecoder = JSONDecoder()
    ) -> Result<JSON, ImportRowError> {
        do {
            let value = try decoder.decode(JSON.self, from: Data(line.utf8))
            // The fields are the members the object writes (every one, `null` when absent): its
            // coding keys, which are not always its properties' names (`customerId`).
            let written = try JSONSyntaxCheck.memberNames(in: Array(JSONEncoder().encode(value)))
            let given = try JSONSyntaxCheck.memberNames(in: Array(line.utf8))
            let retired = (JSON.self as? any RetiredWireMembers.Type)?.retiredMembers ?? []
            try refuse(given.filter { !retired.contains($0) }, unlessIn: Array(Set(written + ["type"])), kind: kind)
            return .success(value)
        } catch {
            return .failure(failure(error))
        }
    }

    /// Why a row could not be decoded, naming the field.
    static func failure(_ error: any Error) -> ImportRowError {
        switch error {
        case let error as ImportRowError:
            return error
        case let DecodingError.typeMismatch(_, context):
            return ImportRowError("\(field(context.codingPath)) has the wrong type")
        case let DecodingError.valueNotFound(_, context):
            return ImportRowError("\(field(context.codingPath)) is null; leave it out or give a value")
        case let DecodingError.keyNotFound(key, _):
            return ImportRowError("\"\(key.stringValue)\" is missing")
        case DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty:
            // The line itself does not parse: a typo, a cut line, or nesting too deep.
            return ImportRowError("not valid JSON")
        case DecodingError.dataCorrupted(let context):
            // A member the wire format could not read (an id, a time): it says what it expects.
            return ImportRowError("\(field(context.codingPath)) is not valid: \(context.debugDescription)")
        default:
            return ImportRowError("not a JSON object of a todo or a project")
        }
    }

    private static func field(_ path: [any CodingKey]) -> String {
        "\"" + path.map(\.stringValue).joined(separator: ".") + "\""
    }

    /// A row told apart by its head: its `type`, or else whether it has a `title` or a `name`.
    private struct Head: Decodable {
        let type: String

        private enum Key: String, CodingKey {
            case type, title, name
        }

        init(from decoder: any Decoder) throws {
            let container: KeyedDecodingContainer<Key>
            do {
                container = try decoder.container(keyedBy: Key.self)
            } catch {
                throw ImportRowError("not a JSON object")
            }
            // A head field of the wrong type is reported by name, as any other field is.
            let head = (
                type: try container.decodeIfPresent(String.self, forKey: .type),
                title: try container.decodeIfPresent(String.self, forKey: .title),
                name: try container.decodeIfPresent(String.self, forKey: .name)
            )
            guard let type = head.type ?? (head.title != nil ? "todo" : (head.name != nil ? "project" : nil)) else {
                throw ImportRowError("neither a todo (no \"title\") nor a project (no \"name\")")
            }
            self.type = type
        }
    }

    /// A field the row's kind does not have would be dropped without a word (a misspelt
    /// `prority` would import a medium todo), so it is refused, with the fields it may have.
    static func refuse(_ given: [String], unlessIn fields: [String], kind: String) throws(ImportRowError) {
        let unknown = given.filter { !fields.contains($0) }.sorted().map { "\"\($0)\"" }
        guard !unknown.isEmpty else { return }
        let noun = unknown.count == 1 ? "field" : "fields"
        let has = fields.sorted().joined(separator: ", ")
        throw ImportRowError("unknown \(noun) \(unknown.joined(separator: ", ")); a \(kind) has \(has)")
    }
}

/// Why a row cannot be read.
struct ImportRowError: Error {
    let reason: String

    init(_ reason: String) {
        self.reason = reason
    }
}
