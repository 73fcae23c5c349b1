import Domain
import Foundation

/// The changes a person asked for to one todo; `nil` leaves a field as it is.
public struct TodoEdit: Equatable, Sendable {
    /// A change to an optional field: give it a value, or take it away.
    public enum Change<Value: Equatable & Sendable>: Equatable, Sendable {
        /// Set the field to this value.
        case set(Value)
        /// Leave the field empty.
        case clear
    }

    /// A new title.
    public var title: String?
    /// New notes.
    public var notes: String?
    /// A new priority.
    public var priority: Priority?
    /// A new due date, or none.
    public var dueDate: Change<Date>?
    /// Another project, by name, or none.
    public var projectName: Change<String>?

    /// Makes an edit; the default changes nothing.
    public init(
        title: String? = nil,
        notes: String? = nil,
        priority: Priority? = nil,
        dueDate: Change<Date>? = nil,
        projectName: Change<String>? = nil
    ) {
        self.title = title
        self.notes = notes
        self.priority = priority
        self.dueDate = dueDate
        self.projectName = projectName
    }

    /// True when the edit would change nothing at all.
    public var isEmpty: Bool {
        title == nil && notes == nil && priority == nil && dueDate == nil && projectName == nil
    }
}
