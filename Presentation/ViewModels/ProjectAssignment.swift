/// The project a todo's edit files it under: an existing one a person named (found ignoring
/// case), or none.
public enum ProjectAssignment: Equatable, Sendable {
    /// The project with this name.
    case named(String)
    /// No project.
    case unassigned
}
