/// How a view writes its state: for a person, or as JSON for a script.
public enum OutputFormat: Sendable {
    /// An aligned table on a terminal, tab-separated rows in a pipe.
    case text
    /// JSON, whatever the output is.
    case json
}
