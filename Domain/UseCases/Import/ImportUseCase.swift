/// Imports the entities of a file, projects and todos among them, all or nothing.
///
/// Every row is checked first, an entity's section (``ImportSection``) after those of the
/// entities it refers to, which it sees (the todos may name the projects the file adds); when any
/// row is bad, every problem is reported with its line number and nothing is written. A row
/// identical to a stored entity is skipped, so importing an export of the same store changes
/// nothing; a row whose id is stored with other content is a conflict, unless the import
/// replaces. Otherwise the new entities, and the stored ones the import replaces, are staged in
/// one ``WriteBatch`` and committed by the store's ``UnitOfWork``, in one transaction: a failure,
/// or the process being killed half-way, leaves the store as it was.
public struct ImportUseCase: Sendable {
    private let unitOfWork: any UnitOfWork

    /// Commits through `unitOfWork`, the store the sections read.
    public init(unitOfWork: any UnitOfWork) {
        self.unitOfWork = unitOfWork
    }

    /// Imports the rows of `sections` (one per entity, each after those of the entities it
    /// refers to: ``/Domain/ReferenceOrder``) and says what it did; `unreadable` are the lines
    /// no section reads (not JSON, an unknown type), reported with the rest. With `replace`, a
    /// row whose id is stored with other content overwrites it. Throws ``ImportRejection`` with
    /// every problem when any row is bad, or the store's ``RepositoryError``; either way nothing
    /// is written. It runs on the caller's executor, so that `progress` may draw on the caller's
    /// screen: the sections report the rows they check, then the write of the todos is reported
    /// from 0 to all.
    nonisolated(nonsending) public func execute(
        _ sections: [any ImportSection], unreadable: [ImportProblem] = [], replace: Bool,
        progress: (ImportProgress) -> Void = { _ in }
    ) async throws -> ImportSummary {
        var checked: [(section: any ImportSection, result: CheckedImportSection)] = []
        for section in sections {
            let result = try await section.check(
                replace: replace, earlier: checked.map(\.result),
                progress: { progress(ImportProgress(phase: .checking, completed: $0, total: $1)) })
            checked.append((section, result))
        }
        let problems = (unreadable + checked.flatMap(\.result.problems)).sorted { $0.line < $1.line }
        guard problems.isEmpty else { throw ImportRejection(problems: problems) }
        var batch = WriteBatch()
        var summary = ImportSummary()
        for (section, result) in checked {
            result.stage(&batch)
            switch result.entityType {
            case is Project.Type: summary.projects = result.entities.count
            case is Todo.Type: summary.todos = result.entities.count
            default:
                summary.others.append(
                    ImportedCount(
                        singular: section.nouns.singular, plural: section.nouns.plural, count: result.entities.count))
            }
            summary.replaced += result.replaced
            summary.unchanged += result.unchanged
        }
        progress(ImportProgress(phase: .writing, completed: 0, total: summary.todos))
        try await unitOfWork.commit(batch)
        progress(ImportProgress(phase: .writing, completed: summary.todos, total: summary.todos))
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
