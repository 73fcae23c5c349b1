/// A row of an import file that cannot be imported: which line, and why.
public struct ImportProblem: Equatable, Sendable, CustomStringConvertible {
    /// The line number, counting from 1.
    public let line: Int
    /// Why, in a sentence.
    public let reason: String

    /// The problem of line `line`.
    public init(line: Int, reason: String) {
        self.line = line
        self.reason = reason
    }

    /// The problem of line `line` that `error` names: a Domain rule broken, in its own words,
    /// or why the row was refused.
    init(line: Int, error: any Error) {
        self.init(line: line, reason: String(describing: error))
    }

    /// `line N: reason`.
    public var description: String {
        "line \(line): \(reason)"
    }
}

/// How far an import has come, for a progress bar.
public struct ImportProgress: Equatable, Sendable {
    /// What is being done.
    public enum Phase: Equatable, Sendable {
        /// Rows are being read and checked.
        case checking
        /// Every row was good; they are being written in one transaction.
        case writing
    }

    /// What is being done.
    public var phase: Phase
    /// Rows handled so far.
    public var completed: Int
    /// Rows in all.
    public var total: Int

    /// Records how far an import has come.
    public init(phase: Phase, completed: Int, total: Int) {
        self.phase = phase
        self.completed = completed
        self.total = total
    }
}
