//
//  TodoDetailViewModel.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-11-30.
//

import Domain

/// One todo, shown whole and edited: the `show`, `add`, `edit` and `rm` of the demo, as
/// ``EntityDetailViewModel`` does them for every entity.
public final class TodoDetailViewModel: EntityDetailViewModel<Todo> {
    /// Internal rather than private: an entity's own actions, in files of their own beside this
    /// generated one (`TodoDetailViewModel+….swift`), read and write through them.
    let todoRepository: any TodoRepositoryProtocol
    let projectRepository: any ProjectRepositoryProtocol

    /// The todo, once loaded.
    public var todo: Todo? { entity }

    /// Makes a view model over the repositories it reads, which finds a todo by each of
    /// ``PresentedEntity/keys`` with one query on its unique index, and the name of each record it
    /// refers to with one read by id; nothing is loaded until ``EntityDetailViewModel/load(idPrefix:)``.
    public nonisolated init(
        todoRepository: any TodoRepositoryProtocol, projectRepository: any ProjectRepositoryProtocol
    ) {
        self.todoRepository = todoRepository
        self.projectRepository = projectRepository
        super.init(
            repository: todoRepository.erased,
            lookups: [],
            names: [
                { try await projectRepository.name(of: $0.projectID) { $0.name } }
            ])
    }
}

extension Todo: PresentedEntity {
    /// What lists of todos ask for.
    public typealias Query = TodoQuery

    /// The todo in words, for messages and help.
    public static let words = (article: "a", one: "todo", plural: "todos")

    /// The unique fields a person may name a todo by instead of its id.
    public static let keys: [@Sendable (Todo) -> String] = []

    /// What a person reads beside a todo's short id: the field lists show it by, or nothing.
    public static func label(_ todo: Todo) -> String {
        todo.title
    }
}
