/// Imports the projects, todos and other entities of a file, all or nothing.
///
/// Every row is checked first: each entity's section (``ImportSection``, projects' too), then the
/// todos (``ImportPlan``), which may name the projects the file adds; when any is bad, every problem is reported with
/// its line number and nothing is written. A row identical to a stored project or todo is
/// skipped, so importing an export of the same store changes nothing; a row whose id is stored
/// with other content is a conflict, unless the import replaces. Otherwise the new projects and
/// todos, and the stored ones the import replaces, are staged in one ``WriteBatch`` and committed
/// by the store's ``UnitOfWork``, in one transaction: a failure, or the process being killed
/// half-way, leaves the store as it was.
public struct ImportUseCase: Sendable {
    private let todoRepository: any TodoRepositoryProtocol
    private let projectRepository: any ProjectRepositoryProtocol
    private let unitOfWork: any UnitOfWork

    /// Checks rows against what the two repositories hold and commits through `unitOfWork`, the
    /// same store's.
    public init(
        todoRepository: any TodoRepositoryProtocol,
        projectRepository: any ProjectRepositoryProtocol,
        unitOfWork: any UnitOfWork
    ) {
        self.todoRepository = todoRepository
        self.projectRepository = projectRepository
        self.unitOfWork = unitOfWork
    }

    /// Imports `lines` and says what it did. With `replace`, a row whose id is stored with other
    /// content overwrites it. Throws ``ImportRejection`` with every problem when any row is bad,
    /// or the store's ``RepositoryError``; either way nothing is written. It runs on the caller's
    /// executor, so that `progress` may draw on the caller's screen.
    ///
    /// The rows of every entity but todos come as `sections` (one per entity, see
    /// ``ImportSection``; projects are one): checked before the todos, their problems reported
    /// with the rest, and committed in the same one batch, so that the whole file is imported or
    /// none of it.
    nonisolated(nonsending) public func execute(
        _ lines: [ImportLine], sections: [any ImportSection] = [], replace: Bool,
        progress: (ImportProgress) -> Void = { _ in }
    ) async throws -> ImportSummary {
        var checked: [(section: any ImportSection, result: CheckedImportSection)] = []
        for section in sections {
            checked.append((section, try await section.check(replace: replace)))
        }
        // The project section read the stored projects already, when the file has any.
        let projects = checked.first { $0.result.entityType == Project.self }?.result
        var storedProjects = projects?.stored?.compactMap { $0 as? Project }
        if storedProjects == nil { storedProjects = try await projectRepository.fetchAll(.all) }
        let plan = ImportPlan.make(
            lines: lines,
            existingProjects: storedProjects ?? [],
            fileProjects: projects?.entities.compactMap { $0 as? Project } ?? [],
            existingTodos: try await todoRepository.fetchAll(.all),
            replace: replace,
            progress: { progress(ImportProgress(phase: .checking, completed: $0, total: $1)) })
        let problems = (plan.problems + checked.flatMap(\.result.problems)).sorted { $0.line < $1.line }
        guard problems.isEmpty else { throw ImportRejection(problems: problems) }
        var batch = WriteBatch()
        batch.create(plan.newTodos)
        batch.replace(plan.replacedTodos)
        var summary = plan.summary
        for (section, result) in checked {
            result.stage(&batch)
            if result.entityType == Project.self {
                summary.projects = result.entities.count
            } else {
                summary.others.append(
                    ImportedCount(
                        singular: section.nouns.singular, plural: section.nouns.plural, count: result.entities.count))
            }
            summary.replaced += result.replaced
            summary.unchanged += result.unchanged
        }
        let todoCount = plan.summary.todos
        progress(ImportProgress(phase: .writing, completed: 0, total: todoCount))
        try await unitOfWork.commit(batch)
        progress(ImportProgress(phase: .writing, completed: todoCount, total: todoCount))
        return summary
    }
}

/// An import refused because some rows cannot be imported: every one of them, by line. Nothing
/// was written.
public struct ImportRejection: Error, Equatable, Sendable {
    /// The bad rows, in line order.
    public let problems: [ImportProblem]

    /// The refusal of an import with `problems`.
    public init(problems: [ImportProblem]) {
        self.problems = problems
    }
}
