/// A piece of template source: literal text, a `{{ }}` output or a `{% %}` tag.
struct TemplateToken: Equatable, Sendable {
    /// What the piece is.
    enum Kind: Equatable, Sendable {
        /// Literal text, copied to the output.
        case text(String)
        /// The inside of `{{ ... }}`, trimmed.
        case output(String)
        /// The inside of `{% ... %}`, trimmed.
        case tag(String)
    }

    /// What the piece is.
    let kind: Kind
    /// The 1-based line it starts on.
    let line: Int
}
