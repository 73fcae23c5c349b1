import Domain

/// Finds projects by the name a person typed, the way the repositories compare names.
struct ProjectLookup {
    let repository: any ProjectRepositoryProtocol

    /// The project whose name equals `name` ignoring case, or a failure that lists the names
    /// that do exist.
    func project(named name: String) async throws -> Project {
        let key = Project.nameKey(for: name)
        let all = try await repository.fetchAll(.all)
        if let match = all.first(where: { $0.nameKey == key }) {
            return match
        }
        throw ActionFailure.unknownProject(name: name, known: all.map(\.name))
    }

    /// The new todo `draft` describes, in the project it names (looked up as ``project(named:)``
    /// does), or in none.
    func todo(from draft: TodoDraft) async throws -> Todo {
        var projectID: Project.ID?
        if let name = draft.projectName { projectID = try await project(named: name).id }
        return Todo(
            title: draft.title, notes: draft.notes, priority: draft.priority, dueDate: draft.dueDate,
            projectID: projectID)
    }

    /// Every project by id, for showing project names beside todos.
    func namesByID() async throws -> [Project.ID: String] {
        let all = try await repository.fetchAll(.all)
        return Dictionary(all.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
    }
}
