import Domain
import Foundation

// What a todo has beyond a generated entity's list: people name its project rather than identify
// it, so the list is chosen by options that name a project, shows each todo's project by name,
// and adds a todo to the project a person names, through the Domain use case.
extension TodoListViewModel {
    /// Shows the todos selected by `options` from now on: the query they ask for, with the project
    /// they name found by its name, else the names that exist in ``EntityListViewModel/errorMessage``.
    /// One read of the projects serves both that project and the names the list shows.
    public func filter(_ options: TodoListOptions) async {
        await perform {
            let projects = try await ProjectLookup(repository: projectRepository).all()
            // Through the observed setter, so that views reading `query` are told it changed.
            query = try query(options, projects: projects)
            try await reload(referenceNames: ProjectLookup.namesByID(projects))
        }
    }

    /// Stores `new`, filed under the project named `projectName` when there is one (see
    /// ``TodoDetailViewModel/create(_:projectName:)``), and reloads; returns it as stored, or nil
    /// on failure. Without a project, ``EntityListViewModel/add(_:)`` stores it the same way.
    @discardableResult
    public func add(_ new: Todo, projectName: String?) async -> Todo? {
        await perform {
            let addTodo = AddTodoUseCase(todoRepository: todoRepository, projectRepository: projectRepository)
            let stored = try await addTodo.execute(new, projectName: projectName).todo
            try await reload()
            return stored
        }
    }

    /// The name of the project `todo` belongs to, if it belongs to one that was loaded.
    public func projectName(of todo: Todo) -> String? {
        todo.projectID.flatMap { referenceNames[$0] }
    }

    /// The query `options` ask for, the project they name found among `projects`. The options'
    /// strict due bounds are the filter's inclusive ones at the nearest instant inside them.
    func query(_ options: TodoListOptions, projects: [Project]) throws -> TodoQuery {
        var filter = TodoFilter(
            isCompleted: options.completion.isCompleted, priority: options.priority,
            dueDateMin: options.dueAfter?.instantAfter, dueDateMax: options.dueBefore?.instantBefore,
            text: options.search)
        if options.withoutProject {
            filter.projectID = .isNil
        } else if let name = options.projectName {
            filter.projectID = .equals(try ProjectLookup.project(named: name, in: projects).id)
        }
        return TodoQuery(filter: filter, sort: options.sort, page: options.limit.map { Page(limit: $0) })
    }
}

extension Date {
    /// The instant just before this one: no `Date` lies between them, so "strictly before `d`" is
    /// "at most `d.instantBefore`", exactly.
    fileprivate var instantBefore: Date {
        Date(timeIntervalSinceReferenceDate: timeIntervalSinceReferenceDate.nextDown)
    }

    /// The instant just after this one: "strictly after `d`" is "at least `d.instantAfter`".
    fileprivate var instantAfter: Date {
        Date(timeIntervalSinceReferenceDate: timeIntervalSinceReferenceDate.nextUp)
    }
}
