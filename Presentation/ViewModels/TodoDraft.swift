import Domain
import Foundation

/// What a person typed to add a todo; validated by the repository when it is stored.
public struct TodoDraft: Equatable, Sendable {
    /// What to do.
    public var title: String
    /// Free-form details.
    public var notes: String
    /// How much it matters.
    public var priority: Priority
    /// When it is due, if ever.
    public var dueDate: Date?
    /// The name of an existing project to file it under, if any.
    public var projectName: String?

    /// Makes a draft; only the title is required.
    public init(
        title: String,
        notes: String = "",
        priority: Priority = .medium,
        dueDate: Date? = nil,
        projectName: String? = nil
    ) {
        self.title = title
        self.notes = notes
        self.priority = priority
        self.dueDate = dueDate
        self.projectName = projectName
    }

    /// The new todo, in no project yet: ``/Domain/AddTodoUseCase`` files it under
    /// ``projectName``.
    var todo: Todo {
        Todo(title: title, notes: notes, priority: priority, dueDate: dueDate)
    }
}
