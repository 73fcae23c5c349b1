import Foundation

/// Which todos a query selects. Every condition must hold; a `nil` or `.any`
/// condition selects all.
///
/// A pure value: each data source translates it (SQL, query parameters), and ``matches(_:)``
/// is the reference meaning they must agree with.
///
/// Differs from the template, which writes one condition per field (`isCompleted`,
/// `titleContains`, `dueDateMin`, …): a todo's filter is shaped by its use (open or done, a
/// project or none, text in the title or the notes), which a field spec cannot express yet, and
/// the API's query parameters are named after it.
public struct TodoFilter: Hashable, Sendable {
    /// Selects by completion.
    public enum Completion: Hashable, Sendable, CaseIterable {
        /// Done or not.
        case any
        /// Not done yet.
        case open
        /// Done.
        case done
    }

    /// Selects by project.
    public enum ProjectScope: Hashable, Sendable {
        /// In any project or none.
        case any
        /// In no project.
        case none
        /// In this project.
        case project(Project.ID)
    }

    /// Open, done or either.
    public var completion: Completion
    /// Which project, if it matters.
    public var project: ProjectScope
    /// Only this priority, when set.
    public var priority: Priority?
    /// Only todos whose title or notes contain this text, ignoring case, when set and not empty.
    public var text: String?
    /// Only todos due strictly before this time; todos with no due date never match.
    public var dueBefore: Date?
    /// Only todos due strictly after this time; todos with no due date never match.
    public var dueAfter: Date?

    /// Makes a filter; the defaults select every todo.
    public init(
        completion: Completion = .any,
        project: ProjectScope = .any,
        priority: Priority? = nil,
        text: String? = nil,
        dueBefore: Date? = nil,
        dueAfter: Date? = nil
    ) {
        self.completion = completion
        self.project = project
        self.priority = priority
        self.text = text
        self.dueBefore = dueBefore
        self.dueAfter = dueAfter
    }

    /// A filter that selects every todo.
    public static let all = TodoFilter()
}
