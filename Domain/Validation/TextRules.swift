/// The rules every short user-visible text (a todo's title, a project's name) follows.
public enum TextRules {
    /// The most characters a title or name may have, counted as a person sees them
    /// (`Character`s: "é" and "👨‍👩‍👧" are one each).
    public static let maximumLength = 500

    /// `text` trimmed of surrounding white space and new lines, or the reason it is not allowed.
    ///
    /// - Parameters:
    ///   - text: what the person typed.
    ///   - field: the name the error reports, e.g. `title`.
    public static func normalizedTitle(_ text: String, field: String) throws(ValidationError) -> String {
        let trimmed = text.trimmingWhiteSpace()
        guard !trimmed.isEmpty else {
            throw ValidationError(field: field, problem: .empty)
        }
        let length = trimmed.count
        guard length <= maximumLength else {
            throw ValidationError(field: field, problem: .tooLong(length: length, maximum: maximumLength))
        }
        return trimmed
    }
}
