import Domain

extension ProjectListViewModel {
    /// How many open todos each listed project has, read from `todoRepository`, one count per
    /// project; nil, with the reason in ``EntityListViewModel/errorMessage``, when a read fails. What `demo project
    /// list` shows beside each name: a count over another entity, which a generated list does not
    /// have.
    public func openTodoCounts(in todoRepository: any TodoRepositoryProtocol) async -> [Project.ID: Int]? {
        await perform {
            var counts: [Project.ID: Int] = [:]
            for project in projects {
                counts[project.id] = try await todoRepository.count(
                    matching: TodoFilter(isCompleted: false, projectID: .equals(project.id)))
            }
            return counts
        }
    }
}
