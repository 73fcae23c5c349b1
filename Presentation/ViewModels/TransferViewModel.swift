import Domain
import Foundation
import Observation
import WireFormat

/// Export to and import from JSON Lines: one entity per line, projects first, then todos, then
/// every other entity's lines (each entity's ``EntityTransfer``).
///
/// The view model reads and writes the lines; what they mean is Domain's. Import is all or
/// nothing (``/Domain/ImportUseCase``): every row is checked first, and when any is bad every
/// problem is reported with its line number and nothing is written; rows identical to stored
/// ones are skipped, and the rest are committed in one transaction of the store. Export is one
/// moment of the store (``/Domain/ExportUseCase``), even while another process writes to it.
@MainActor
@Observable
public final class TransferViewModel: ActionRunning {
    /// Where the last action is.
    public internal(set) var state: LoadState = .idle
    /// Why the last action failed, for the person; nil after a success.
    public internal(set) var errorMessage: String?
    /// The repository's typed error behind ``errorMessage``, when a repository failed.
    public internal(set) var repositoryError: RepositoryError?
    /// Why the last action failed, for code to decide on (an ambiguous id prefix, an unknown
    /// project, a repository's typed error...); nil after a success.
    public internal(set) var failure: ActionFailure?
    /// The bad rows of the last import; empty when every row was good.
    public private(set) var problems: [ImportProblem] = []
    /// How many projects and todos the last import added or replaced.
    public var imported: (projects: Int, todos: Int) { (summary.projects, summary.todos) }
    /// What the last import did, including the rows it skipped as unchanged.
    public private(set) var summary = ImportSummary()

    private let importing: ImportUseCase
    private let exporting: ExportUseCase
    private let entities: [EntityTransfer]

    /// Makes a view model that imports and exports through the two use cases, which work on
    /// the same store, and the lines of `entities` (every generated entity's, projects' and
    /// todos' among them: without its transfer an entity's line is refused), each after the
    /// entities it refers to.
    public nonisolated init(importing: ImportUseCase, exporting: ExportUseCase, entities: [EntityTransfer] = []) {
        self.importing = importing
        self.exporting = exporting
        // The scaffold lists them sorted by name; a referred entity's lines go first.
        self.entities = ReferenceOrder.referredFirst(entities, name: \.type, refersTo: \.referredTypes)
    }

    /// Every project and todo, then every other entity, as JSON Lines (each line ending in a new
    /// line), or nil on failure.
    ///
    /// The lines are one moment of the store even while another process writes to it: the
    /// projects are read again after the todos, and everything is read again when they changed,
    /// at most 5 times before it fails with ``/Domain/RepositoryError/unavailable(_:)``. Each
    /// line is the record's wire object, its instants in UTC, whatever the local time zone.
    public func export() async -> String? {
        var text = ""
        guard await export(restart: { text = "" }, write: { text += $0 }) else { return nil }
        return text
    }

    /// The lines of ``export()``, handed to `write` as they are read, projects first, then the
    /// todos a page at a time, then every other entity's; returns whether all were written.
    ///
    /// An export of any size holds one page of todos. When a project changed while the todos
    /// were read, `restart` is called before everything is written again, so `write` must go
    /// somewhere that can be taken back (the demo's spool file), not straight to a pipe.
    public func export(restart: () throws -> Void, write: (String) throws -> Void) async -> Bool {
        await perform {
            try await exporting.execute(
                restart: restart,
                projects: { projects in try write(projects.map { JSONText.compact(ProjectJSON($0)) + "\n" }.joined()) },
                todos: { todos in try write(todos.map { JSONText.compact(TodoJSON($0)) + "\n" }.joined()) })
            // The projects and todos are the use case's, the projects read again after the todos;
            // the rest follow them.
            for entity in entities where entity.type != "project" && entity.type != "todo" {
                try write(try await entity.export().map { $0 + "\n" }.joined())
            }
            return true
        } ?? false
    }

    /// Imports `text` (JSON Lines); returns whether every row was imported or skipped as
    /// unchanged. With `replace`, a row whose id is stored with other content overwrites it. On
    /// `false`, either ``problems`` lists the bad rows or ``errorMessage`` says why the store
    /// refused.
    @discardableResult
    public func importLines(
        _ text: String, timeZone: TimeZone = .current, replace: Bool = false,
        progress: (ImportProgress) -> Void = { _ in }
    ) async -> Bool {
        problems = []
        summary = ImportSummary()
        return await perform {
            let file = ImportFile.read(text, types: Set(entities.map(\.type)))
            let sections = entities.map { $0.section(file.rows[$0.type] ?? [], timeZone) }
            do {
                summary = try await importing.execute(
                    sections, unreadable: file.unreadable, replace: replace, progress: progress)
            } catch let rejection as ImportRejection {
                problems = rejection.problems
                throw ActionFailure.importRejected(problemCount: rejection.problems.count)
            }
            return true
        } ?? false
    }
}
