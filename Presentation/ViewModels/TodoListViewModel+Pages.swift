import Domain
import Foundation

extension TodoListViewModel {
    /// Writes the todos `options` select for a script (JSON, or the rows of a pipe) a page at a
    /// time, each page handed to `write` as soon as it is read (``/Domain/EntityRepository/forEachPage(of:pageSize:isolation:_:)``),
    /// so that a list of any length holds one page in memory and its first rows appear before the
    /// last are read. Returns whether every page was written; on `false` ``EntityListViewModel/errorMessage`` says
    /// why (pages already written stay written).
    public func stream(
        _ options: TodoListOptions, format: OutputFormat, timeZone: TimeZone, to write: (String) -> Void
    ) async -> Bool {
        await perform {
            // One read of the projects serves both the project the options name and the names the rows show.
            let projects = try await ProjectLookup(repository: projectRepository).all()
            let query = try query(options, projects: projects)
            var stream = TodoListStream(
                format: format, projectNames: ProjectLookup.namesByID(projects), timeZone: timeZone)
            try await todoRepository.forEachPage(of: query) { todos in write(stream.page(todos)) }
            write(stream.end())
            return true
        } ?? false
    }
}
