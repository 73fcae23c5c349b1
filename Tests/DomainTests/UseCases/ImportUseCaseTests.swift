import Domain
import Foundation
import TestSupport
import Testing

@Suite("ImportUseCase")
struct ImportUseCaseTests {
    static let home = Project(id: Fixtures.id(1), name: "Home", createdAt: Fixtures.date())
    static let stored = Todo(
        id: Fixtures.id(0xA1), title: "Buy milk", priority: .high, projectID: home.id, createdAt: Fixtures.date(1))

    /// The use case over a store holding `projects` and `todos`, committing into `unitOfWork`.
    static func importing(
        projects: [Project] = [], todos: [Todo] = [], into unitOfWork: RecordingUnitOfWork
    ) -> Importing {
        Importing(projects: projects, todos: todos, useCase: ImportUseCase(unitOfWork: unitOfWork))
    }

    /// The use case with the sections the transfers make: the project lines given (none when
    /// not given), then the todo lines, over the stored projects and todos.
    struct Importing {
        let projects: [Project]
        let todos: [Todo]
        let useCase: ImportUseCase

        func execute(
            _ lines: [ImportLine], sections: [any ImportSection]? = nil, replace: Bool,
            progress: (ImportProgress) -> Void = { _ in }
        ) async throws -> ImportSummary {
            let todos = self.todos
            let projectSections = sections ?? ImportUseCaseTests.projects(stored: projects)
            let todoSection = TodoImportSection(lines: lines) { todos }
            return try await useCase.execute(projectSections + [todoSection], replace: replace, progress: progress)
        }
    }

    /// `rows` as the lines of a file, numbered from 1.
    static func lines(_ rows: ImportLine.Content...) -> [ImportLine] {
        rows.enumerated().map { ImportLine(number: $0 + 1, content: $1) }
    }

    /// A project line of the file, as a transfer reads it: `name` on `line`, leaving out its id
    /// and `createdAt` unless given, and its `updatedAt`.
    static func project(
        _ line: Int, _ name: String, id: UUID? = nil, createdAt: Date? = nil
    ) -> EntityImportRow<Project> {
        var leftOut: ImportLeftOut = [.updatedAt]
        if id == nil { leftOut.insert(.id) }
        if createdAt == nil { leftOut.insert(.createdAt) }
        return EntityImportRow(line: line, leftOut: leftOut) { defaults in
            let created = createdAt ?? defaults.createdAt
            return .success(Project(id: id ?? defaults.id, name: name, createdAt: created, updatedAt: created))
        }
    }

    /// The project lines of a file over a store holding `stored`, as the project transfer makes them.
    static func projects(_ rows: EntityImportRow<Project>..., stored: [Project] = []) -> [any ImportSection] {
        [
            EntityImportSection(
                nouns: ("project", "projects"), rows: rows, stored: { stored },
                validated: { project throws(ValidationError) in try project.validated() },
                uniqueFields: [UniqueField("name", \.name)], differences: { _, _ in ["name"] })
        ]
    }

    /// The stored todo as a row that gives every field as stored.
    static func row(of todo: Todo, title: String? = nil) -> TodoImportRow {
        TodoImportRow(
            id: .value(todo.id), title: title ?? todo.title, notes: todo.notes, done: todo.isCompleted,
            priority: .value(todo.priority), project: "Home", createdAt: .value(todo.createdAt),
            updatedAt: .value(todo.updatedAt))
    }

    @Test("new projects and todos are committed in one batch; a todo may name a project of the same file")
    func oneBatch() async throws {
        let unitOfWork = RecordingUnitOfWork()
        let lines = [
            ImportLine(number: 1, content: .todo(TodoImportRow(title: "Plant tulips", project: "garden"))),
            ImportLine(number: 3, content: .todo(TodoImportRow(title: "Call mum"))),
        ]

        let summary = try await Self.importing(into: unitOfWork)
            .execute(lines, sections: Self.projects(Self.project(2, "Garden")), replace: false)

        #expect(summary == ImportSummary(projects: 1, todos: 2))
        let batch = try #require(unitOfWork.committed.first)
        #expect(unitOfWork.committed.count == 1)
        let garden = try #require(batch.creates(of: Project.self).first)
        #expect(garden.name == "Garden")
        #expect(batch.creates(of: Todo.self).map(\.title) == ["Plant tulips", "Call mum"])
        #expect(batch.creates(of: Todo.self).map(\.projectID) == [garden.id, nil])
    }

    @Test("any bad row rejects the import with every problem, by line, and commits nothing")
    func everyProblemNothingWritten() async throws {
        let unitOfWork = RecordingUnitOfWork()
        let id = Fixtures.id(0xB2)
        let lines = Self.lines(
            .todo(TodoImportRow(id: .value(id), title: "First")),
            .unreadable("not valid JSON"),
            .todo(TodoImportRow(title: "Lost", project: "Nowhere")),
            .todo(TodoImportRow(id: .value(id), title: "Second")),
            .todo(TodoImportRow(title: "Fine")))

        let rejection = await #expect(throws: ImportRejection.self) {
            try await Self.importing(into: unitOfWork).execute(lines, replace: false)
        }

        #expect(
            rejection?.problems == [
                ImportProblem(line: 2, reason: "not valid JSON"),
                ImportProblem(line: 3, reason: "project \"Nowhere\" is neither in the file nor stored"),
                ImportProblem(line: 4, reason: "todo id \(id.uuidString.lowercased()) is on line 1 already"),
            ])
        #expect(unitOfWork.committed.isEmpty)
    }

    @Test("rows identical to stored ones are skipped as unchanged; nothing else means an empty batch")
    func unchanged() async throws {
        let unitOfWork = RecordingUnitOfWork()
        let lines = [ImportLine(number: 2, content: .todo(Self.row(of: Self.stored)))]
        let projects = Self.projects(
            Self.project(1, "Home", id: Self.home.id, createdAt: Self.home.createdAt), stored: [Self.home])

        let summary = try await Self.importing(projects: [Self.home], todos: [Self.stored], into: unitOfWork)
            .execute(lines, sections: projects, replace: false)

        #expect(summary == ImportSummary(unchanged: 2))
        #expect(unitOfWork.committed.map(\.isEmpty) == [true])
    }

    @Test("a stored todo with other content is a conflict naming the fields, unless the import replaces")
    func conflictUnlessReplace() async throws {
        let lines = Self.lines(.todo(Self.row(of: Self.stored, title: "Buy oat milk")))
        let refused = RecordingUnitOfWork()

        let rejection = await #expect(throws: ImportRejection.self) {
            try await Self.importing(projects: [Self.home], todos: [Self.stored], into: refused)
                .execute(lines, replace: false)
        }
        #expect(
            rejection?.problems.map(\.reason) == [
                "todo \(Self.stored.id.uuidString.lowercased()) is stored with a different title; "
                    + "give --replace to overwrite it"
            ])
        #expect(refused.committed.isEmpty)

        let replaced = RecordingUnitOfWork()
        let summary = try await Self.importing(projects: [Self.home], todos: [Self.stored], into: replaced)
            .execute(lines, replace: true)
        #expect(summary == ImportSummary(projects: 0, todos: 1, replaced: 1))
        #expect(replaced.committed.first?.replacements(of: Todo.self).map(\.title) == ["Buy oat milk"])
        #expect(replaced.committed.first?.creates(of: Todo.self).isEmpty == true)
    }

    @Test(
        "the stored projects are read once, by the project section or, when the file has no project lines, for the todos",
        arguments: [true, false])
    func storedProjectsReadOnce(fileHasProjects: Bool) async throws {
        let reads = Calls<ProjectQuery>()
        let repository = StubProjectRepository {
            $0.fetchAll = { query in
                reads.record(query)
                return [Self.home]
            }
        }
        let importing = Importing(projects: [], todos: [], useCase: ImportUseCase(unitOfWork: RecordingUnitOfWork()))
        let section = EntityImportSection(
            nouns: ("project", "projects"), rows: fileHasProjects ? [Self.project(1, "Garden")] : [],
            stored: { () async throws(RepositoryError) -> [Project] in try await repository.fetchAll(.all) },
            validated: { project throws(ValidationError) in try project.validated() },
            uniqueFields: [UniqueField("name", \.name)], differences: { _, _ in ["name"] })

        let summary = try await importing.execute(
            Self.lines(.todo(TodoImportRow(title: "Sweep", project: "Home"))), sections: [section], replace: false)

        #expect(summary == ImportSummary(projects: fileHasProjects ? 1 : 0, todos: 1))
        #expect(reads.all.count == 1)
    }

    @Test("a line without an id names the stored project its name matches by key, and is unchanged")
    func idlessLineNamesStoredProjectByKey() async throws {
        let unitOfWork = RecordingUnitOfWork()
        let lines = [ImportLine(number: 2, content: .todo(TodoImportRow(title: "Sweep", project: "HOME")))]

        let summary = try await Self.importing(projects: [Self.home], into: unitOfWork)
            .execute(lines, sections: Self.projects(Self.project(1, "home"), stored: [Self.home]), replace: false)

        #expect(summary == ImportSummary(projects: 0, todos: 1, unchanged: 1))
        let batch = try #require(unitOfWork.committed.first)
        #expect(batch.creates(of: Project.self).isEmpty && batch.replacements(of: Project.self).isEmpty)
        #expect(batch.creates(of: Todo.self).map(\.projectID) == [Self.home.id])
    }

    @Test("a project line whose id is new but whose name another project holds is refused by line")
    func projectNameTaken() async throws {
        let unitOfWork = RecordingUnitOfWork()
        let projects = Self.projects(Self.project(1, "HOME", id: Fixtures.id(2)), stored: [Self.home])

        let rejection = await #expect(throws: ImportRejection.self) {
            try await Self.importing(projects: [Self.home], into: unitOfWork)
                .execute([], sections: projects, replace: false)
        }

        #expect(
            rejection?.problems == [
                ImportProblem(
                    line: 1, reason: "name \"HOME\" is taken by project \(Self.home.id.uuidString.lowercased())")
            ])
        #expect(unitOfWork.committed.isEmpty)
    }

    @Test("a todo field that cannot be read is a problem only where the checks read it")
    func unreadableFieldsWhereRead() async throws {
        let unitOfWork = RecordingUnitOfWork()
        let lines = Self.lines(
            // The id is read before anything else.
            .todo(
                TodoImportRow(
                    id: .unreadable("id \"x\" is not a UUID"), title: "One", priority: .unreadable("no priority"))),
            .todo(TodoImportRow(title: "Two", priority: .unreadable("priority \"urgent\" is not low, medium or high"))))

        let rejection = await #expect(throws: ImportRejection.self) {
            try await Self.importing(projects: [Self.home], into: unitOfWork).execute(lines, replace: false)
        }

        #expect(
            rejection?.problems == [
                ImportProblem(line: 1, reason: "id \"x\" is not a UUID"),
                ImportProblem(line: 2, reason: "priority \"urgent\" is not low, medium or high"),
            ])
    }

    @Test("progress counts todo rows checked every 1,000, then the write from 0 to all")
    func progress() async throws {
        let unitOfWork = RecordingUnitOfWork()
        let lines = (1...2500).map {
            ImportLine(number: $0, content: .todo(TodoImportRow(title: "Todo \($0)")))
        }
        let reported = Calls<ImportProgress>()

        _ = try await Self.importing(into: unitOfWork).execute(lines, replace: false) { progress in
            reported.record(progress)
        }

        #expect(
            reported.all == [
                ImportProgress(phase: .checking, completed: 1000, total: 2500),
                ImportProgress(phase: .checking, completed: 2000, total: 2500),
                ImportProgress(phase: .checking, completed: 2500, total: 2500),
                ImportProgress(phase: .writing, completed: 0, total: 2500),
                ImportProgress(phase: .writing, completed: 2500, total: 2500),
            ])
    }

    @Test("a commit the store refuses comes back as the store's error")
    func storeRefuses() async throws {
        let unitOfWork = RecordingUnitOfWork(failing: .unavailable(FailureEvidence("disk full")))

        let error = await #expect(throws: RepositoryError.self) {
            try await Self.importing(into: unitOfWork).execute(
                Self.lines(.todo(TodoImportRow(title: "One"))), replace: false)
        }

        #expect(error?.description == "store unavailable: disk full")
    }
}
