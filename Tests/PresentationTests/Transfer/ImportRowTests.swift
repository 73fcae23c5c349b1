import Domain
import Foundation
import Testing

@testable import Presentation

/// Every way a line of an import file can be wrong is named in the words `demo import` prints
/// after `FILE:LINE:`, and a file's lines are its lines whatever its line endings.
@Suite("Import rows: what each line is, or why it cannot be read")
struct ImportRowTests {
    private static let todoFields =
        "createdAt, done, due, id, notes, priority, project, projectId, title, type, updatedAt"
    private static let projectFields = "createdAt, id, name, type, updatedAt"

    @Test(
        "a bad line is reported in words that say what to fix",
        arguments: [
            (#"{"#, "not valid JSON"),
            (#"{"title": "a""#, "not valid JSON"),
            (String(repeating: "[", count: 100_000), "not valid JSON"),
            (#"{"title": "a",}"#, "not valid JSON"),
            (#"[1, 2]"#, "not a JSON object"),
            (#""a todo""#, "not a JSON object"),
            (#"{"title": 5}"#, #""title" has the wrong type"#),
            (#"{"type": 5, "name": "x"}"#, #""type" has the wrong type"#),
            (#"{}"#, #"neither a todo (no "title") nor a project (no "name")"#),
            (#"{"type": "todo"}"#, #""title" is missing"#),
            (#"{"type": "todo", "title": null}"#, #""title" is null; leave it out or give a value"#),
            (#"{"title": "a", "done": "yes"}"#, #""done" has the wrong type"#),
            (#"{"title": "a", "title": "b"}"#, #""title" is given twice; give it once"#),
            (#"{"title": "a", "t\u0069tle": "b"}"#, #""title" is given twice; give it once"#),
            (#"{"title": "a", "prority": "high"}"#, #"unknown field "prority"; a todo has \#(todoFields)"#),
            (#"{"type": "todo", "title": "x", "name": "y"}"#, #"unknown field "name"; a todo has \#(todoFields)"#),
            (
                #"{"title": "a", "prority": "high", "projct": "Home"}"#,
                #"unknown fields "projct", "prority"; a todo has \#(todoFields)"#
            ),
        ])
    func badLine(line: String, reason: String) {
        guard case .failure(let error) = Self.todo(on: Substring(line)) else {
            Issue.record("\(line) was read as a row")
            return
        }
        #expect(error.reason == reason, "\(line)")
    }

    /// The todo on `line`, read as an import reads it: its type first, then as a todo's line.
    private static func todo(on line: Substring) -> Result<TodoImportJSON, ImportRowError> {
        ImportRow.type(of: line).flatMap { type in
            type == "todo" ? TodoImportJSON.decode(line) : .failure(ImportRowError("a \(type)'s line"))
        }
    }

    @Test(
        "a bad project line is reported in words that say what to fix",
        arguments: [
            (#"{"type": "project"}"#, #""name" is missing"#),
            (#"{"name": "P", "colour": "red"}"#, #"unknown field "colour"; a project has \#(projectFields)"#),
            (
                #"{"name": "P", "id": "x"}"#,
                #""id" is not valid: expected 36 characters, hex digits in groups of 8-4-4-4-12"#
            ),
        ])
    @MainActor
    func badProjectLine(line: String, reason: String) async throws {
        let transfer = try await SeededRepositories().transfer()
        #expect(await transfer.importLines(line) == false)
        #expect(transfer.problems.map(\.reason) == [reason], "\(line)")
    }

    @Test("a row of a type no entity has is unreadable, naming the types there are")
    func unknownType() {
        let line = #"{"type": "tag", "name": "x"}"#
        let alone = ImportFile.read(line, types: ["todo", "project"])
        let beside = ImportFile.read(line, types: ["todo", "project", "customer"])
        #expect(alone.rows.isEmpty && beside.rows.isEmpty)
        #expect(alone.unreadable.map(\.reason) == [#"unknown type "tag" (use "project" or "todo")"#])
        #expect(beside.unreadable.map(\.reason) == [#"unknown type "tag" (use "customer", "project" or "todo")"#])
    }

    @Test("a row is a todo or a project by its type, or else by having a title or a name")
    func rowKinds() throws {
        let todo = try Self.todo(on: #"{"title": "Buy milk", "done": true}"#).get()
        #expect(todo.title == "Buy milk" && todo.done == true)
        #expect(try ImportRow.type(of: #"{"name": "Home"}"#).get() == "project")
        #expect(try ImportRow.type(of: #"{"type": "project", "name": "y"}"#).get() == "project")
    }

    /// A wire object whose member is not its property's name, as a generated entity's reference
    /// is (`customerID` on the wire as `customerId`).
    private struct Renamed: Codable, Equatable {
        var customerID: UUID
        var total: Double

        enum CodingKeys: String, CodingKey {
            case customerID = "customerId"
            case total
        }
    }

    @Test("an entity's line is read by its wire members, which may differ from its property names")
    func entityLineByWireMembers() throws {
        let id = "01a24706-a999-7baa-b8c8-b28bd1bf5499"
        let read = ImportRow.decode(
            Renamed.self, from: #"{"type": "order", "customerId": "\#(id)", "total": 1}"#, kind: "order")
        #expect(try read.get() == Renamed(customerID: UUID(uuidString: id) ?? UUID(), total: 1))
        guard
            case .failure(let error) = ImportRow.decode(
                Renamed.self, from: #"{"customerID": "\#(id)", "total": 1}"#, kind: "order")
        else {
            Issue.record("a property name that is not a member was read")
            return
        }
        #expect(
            error.reason.hasPrefix(#""customerId" is missing"#) || error.reason.contains("customerId"),
            "\(error.reason)")
    }

    @Test("lines end at \\n, a \\r before it belongs to the ending, a lone \\r is text")
    func lineEndings() {
        #expect(ImportFile.lines(of: "a\nb\r\n\r\nc") == ["a", "b", "", "c"])
        #expect(ImportFile.lines(of: "a\rb\n") == ["a\rb", ""])
        #expect(ImportFile.lines(of: "é\r\n😀\n\r") == ["é", "😀", "\r"])
        #expect(ImportFile.lines(of: "") == [""])
    }
}
