import Domain

extension RepositoryError {
    /// One sentence for the person at the terminal: what went wrong and, where there is one, what
    /// to do. The typed error stays available to code; this is only its face. Reasons and
    /// summaries may quote a server or a file, so their control characters never reach the
    /// terminal (see `TerminalSafety`).
    public var userMessage: String {
        switch self {
        case .notFound(let entity, let id):
            "There is no \(entity) with id \(ShortID.of(id))."
        case .validation(let error):
            error.userMessage
        case .conflict(_, let reason):
            Sentence.capitalized(TerminalSafety.singleLine(reason)) + "."
        case .storage(let evidence):
            "Your data could not be read or saved (\(TerminalSafety.singleLine(evidence.summary))); nothing was changed."
        case .unavailable(let evidence):
            // The summary says what happened and what to do (start the server, pass a token, try
            // again later), which differs from one failure to the next.
            "The store cannot be reached right now: " + Sentence.ended(TerminalSafety.singleLine(evidence.summary))
        case .cancelled:
            "Cancelled; nothing was changed."
        }
    }
}

extension ValidationError {
    /// The rule that was broken, as a sentence.
    public var userMessage: String {
        Sentence.capitalized(description) + "."
    }
}

/// Small helpers for turning lower-layer phrases into sentences.
enum Sentence {
    /// `text` ending as a sentence does: with a full stop unless it ends with one, or with `?` or `!`.
    static func ended(_ text: String) -> String {
        guard let last = text.last, ".?!".contains(last) else { return text + "." }
        return text
    }

    /// `text` with its first character upper-cased.
    static func capitalized(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }
}
