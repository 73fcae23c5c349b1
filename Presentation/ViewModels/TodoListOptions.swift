import Domain
import Foundation

/// What a todo list shows, as a person chooses it: which todos, in what order, how many.
///
/// Projects are named rather than identified, because that is how people refer to them; the view
/// model looks the name up when it loads.
public struct TodoListOptions: Equatable, Sendable {
    /// Open, done or both; open by default, since done todos are rarely what one looks for.
    public var completion: TodoFilter.Completion
    /// Only todos in the project with this name (ignoring case), when set.
    public var projectName: String?
    /// Only todos in no project (`--project none`); wins over ``projectName``.
    public var withoutProject: Bool
    /// Only todos due strictly before this time, when set: the start of a day, for "due before
    /// that day", or of today, for overdue ones.
    public var dueBefore: Date?
    /// Only todos due strictly after this time, when set: the last millisecond of a day, for "due
    /// after that day" (`DueDateFormat.parseLastMillisecond`), whatever time in it a todo is due.
    public var dueAfter: Date?
    /// Only todos of this priority, when set.
    public var priority: Priority?
    /// Only todos whose title or notes contain this text, when set.
    public var search: String?
    /// The order: oldest first by default, where a todo query's own default is by title.
    public var sort: TodoSort
    /// At most this many todos, when set.
    public var limit: Int?

    /// Makes options; the defaults list every open todo, oldest first.
    public init(
        completion: TodoFilter.Completion = .open,
        projectName: String? = nil,
        withoutProject: Bool = false,
        dueBefore: Date? = nil,
        dueAfter: Date? = nil,
        priority: Priority? = nil,
        search: String? = nil,
        sort: TodoSort = TodoSort(.createdAt),
        limit: Int? = nil
    ) {
        self.completion = completion
        self.projectName = projectName
        self.withoutProject = withoutProject
        self.dueBefore = dueBefore
        self.dueAfter = dueAfter
        self.priority = priority
        self.search = search
        self.sort = sort
        self.limit = limit
    }
}
