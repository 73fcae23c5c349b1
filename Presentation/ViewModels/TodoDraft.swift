import Domain
import Foundation

/// What a person typed to add a todo; validated by the repository when it is stored.
public struct TodoDraft: Equatable, Sendable {
    /// What to do.
    public var title: String
    /// Free-form details.
    public var notes: String = ""
    /// How much it matters.
    public var priority: Priority = .medium
    /// When it is due, if ever.
    public var dueDate: Date?
    /// The name of an existing project to file it under, if any.
    public var projectName: String?

    /// A draft with only its title; the rest starts empty, at medium priority.
    public init(title: String) {
        self.title = title
    }
}
