import Foundation

extension SpawnedProcess {
    /// The base URL a server child announces as its first line, `listening on http://HOST:PORT`:
    /// what the Swift `server` and the Python double in Tests/HostileServer both print once
    /// they accept connections. A child that prints anything else (or ends first), or another
    /// host than `host` when one is asked for, is killed, and this throws
    /// ``ServerDidNotAnnounce`` with what it printed on both streams.
    public func listeningURL(host: String? = nil, within limit: Duration = defaultLimit) throws -> URL {
        let line = try firstLine(within: limit)
        let prefix = "listening on "
        guard line.hasPrefix(prefix), let url = URL(string: String(line.dropFirst(prefix.count))),
            url.scheme == "http", let announced = url.host, host == nil || announced == host,
            let port = url.port, (1...65_535).contains(port)
        else {
            kill()
            throw ServerDidNotAnnounce(command: command, output: line, errors: standardError)
        }
        return url
    }

    /// ``listeningURL(within:)`` from async code, blocking a thread of its own.
    public func listeningURL(host: String? = nil, within limit: Duration = defaultLimit) async throws -> URL {
        try await offCooperativePool { try self.listeningURL(host: host, within: limit) }
    }
}

/// A server child did not say where it listens: its first line was not `listening on URL`.
public struct ServerDidNotAnnounce: Error, CustomStringConvertible {
    /// What was started.
    public let command: ChildCommand
    /// What it printed on standard output instead.
    public let output: String
    /// What it printed on standard error, when that went to a pipe; empty otherwise.
    public let errors: String
    /// "COMMAND did not say where it listens; stdout: ...; stderr: ...".
    public var description: String {
        "\(command) did not say where it listens; stdout: \(output); stderr: \(errors)"
    }
}
