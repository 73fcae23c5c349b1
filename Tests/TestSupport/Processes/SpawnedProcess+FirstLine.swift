import Foundation

extension SpawnedProcess {
    /// Blocks until the child has printed a whole first line on standard output, and returns it
    /// without its newline: a server's announcement of where it listens. What it printed instead
    /// when it ended first; past `limit` the child is killed and this throws
    /// ``ChildProcessTimedOut``.
    public func firstLine(within limit: Duration = defaultLimit) throws -> String {
        guard let output else { return "" }
        let newline = UInt8(ascii: "\n")
        guard output.wait(until: .now + limit, for: { $0.contains(newline) }) || output.isFinished else {
            kill()
            throw ChildProcessTimedOut(command: command, ran: runningTime, waitingFor: "print a line within \(limit)")
        }
        let text = output.text
        return text.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? text
    }

    /// ``firstLine(within:)`` from async code, blocking a thread of its own.
    public func firstLine(within limit: Duration = defaultLimit) async throws -> String {
        try await offCooperativePool { try self.firstLine(within: limit) }
    }
}
