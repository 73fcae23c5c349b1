import Foundation
import JSONSyntax

/// One line of an export file, as far as telling whose it is: the type of its entity, read by
/// that entity's ``EntityTransfer``. The file is JSON Lines, so that a bad row can be reported
/// by line number and the file can be streamed, grepped and appended to.
enum ImportRow {
    /// The type of the entity on `line` (its `type`, or else, as earlier exports wrote them, a
    /// todo's when it has a `title` and a project's when it has a `name`), or why it cannot be
    /// read. Told from the line's members in the pass that checks its syntax, so that the line is
    /// decoded once, by its entity's transfer. Strict: the decoder lets a trailing comma through,
    /// which no exporter writes, and keeps one value of a member given twice.
    static func type(of line: Substring) -> Result<String, ImportRowError> {
        let bytes = Array(line.utf8)
        let members: [(name: String, value: Range<Int>)]
        do throws(JSONSyntaxCheck.Failure) {
            guard let object = try JSONSyntaxCheck.members(in: bytes) else {
                return .failure(ImportRowError("not a JSON object"))
            }
            members = object
        } catch {
            guard let key = error.repeatedKey else { return .failure(ImportRowError("not valid JSON")) }
            return .failure(ImportRowError("\"\(key)\" is given twice; give it once"))
        }
        // A member given as null is left out, as the decoder reads it.
        let given = { (name: String) in
            members.first { $0.name == name && !bytes[$0.value].elementsEqual("null".utf8) }
        }
        if let type = given("type") {
            guard let text = try? JSONDecoder().decode(String.self, from: Data(bytes[type.value])) else {
                return .failure(ImportRowError("\"type\" has the wrong type"))
            }
            return .success(text)
        }
        if given("title") != nil { return .success("todo") }
        if given("name") != nil { return .success("project") }
        return .failure(ImportRowError("neither a todo (no \"title\") nor a project (no \"name\")"))
    }

    /// `JSON`, an entity's object, on `line`, which ``type(of:)`` read as a row of its
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
