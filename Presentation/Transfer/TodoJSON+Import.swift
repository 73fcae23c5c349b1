import Domain
import Foundation
import JSONSyntax
import WireFormat

extension TodoJSON: OwnImportLines {
    /// Todo's lines are read as ``TodoImportJSON`` rather than as the wire object: a line may name
    /// its project by name, give a due day as `YYYY-MM-DD` (read in `timeZone`) and leave out any
    /// member but the title, and each bad value is reported where the checks reach it
    /// (``/Domain/TodoImportSection``).
    static func section(
        _ rows: [(line: Int, text: Substring)], timeZone: TimeZone,
        stored: @escaping @Sendable () async throws(RepositoryError) -> [any VersionedEntity]
    ) -> any ImportSection {
        let decoder = JSONDecoder()
        let lines = rows.map { line, text in
            switch TodoImportJSON.decode(text, with: decoder) {
            case .failure(let error): ImportLine(number: line, content: .unreadable(error.reason))
            case .success(let row): ImportLine(number: line, content: .todo(row.importRow(timeZone: timeZone)))
            }
        }
        return TodoImportSection(lines: lines) { () async throws(RepositoryError) in
            try await stored().compactMap { $0 as? Todo }
        }
    }
}

extension TodoImportJSON {
    /// The todo on `line`, whose type ``ImportRow/type(of:)`` read, or why it cannot be
    /// read; a member a todo line does not have is refused, naming those it may have.
    static func decode(_ line: Substring, with decoder: JSONDecoder = JSONDecoder()) -> Result<Self, ImportRowError> {
        do {
            let row = try decoder.decode(Self.self, from: Data(line.utf8))
            try ImportRow.refuse(JSONSyntaxCheck.memberNames(in: Array(line.utf8)), unlessIn: members, kind: "todo")
            return .success(row)
        } catch {
            return .failure(ImportRow.failure(error))
        }
    }
}
