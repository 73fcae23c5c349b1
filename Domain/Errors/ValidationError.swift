/// A value broke a Domain rule: which field, and how.
public struct ValidationError: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong with the field.
    public enum Problem: Equatable, Hashable, Sendable {
        /// Nothing but white space was given.
        case empty
        /// Longer than allowed, in characters.
        case tooLong(length: Int, maximum: Int)
        /// The field names another entity that does not exist.
        case unknownReference(String)
        /// Out of range or malformed; the text says what is allowed.
        case invalid(String)
    }

    /// The field's name as the caller spells it, e.g. `title` or `page.limit`.
    public let field: String
    /// What was wrong.
    public let problem: Problem

    /// Makes the error for `field`.
    public init(field: String, problem: Problem) {
        self.field = field
        self.problem = problem
    }

    /// One sentence a person can act on, e.g. "title is 501 characters long; at most 500 are allowed".
    public var description: String {
        switch problem {
        case .empty:
            "\(field) must not be empty"
        case .tooLong(let length, let maximum):
            "\(field) is \(length) characters long; at most \(maximum) are allowed"
        case .unknownReference(let what):
            "\(field) refers to \(what), which does not exist"
        case .invalid(let reason):
            "\(field) is invalid: \(reason)"
        }
    }
}
