import Composition
import Foundation

/// The command line of `server` (see ``usage``).
struct ServerOptions {
    var store: StoreLocation
    var host = "127.0.0.1"
    var port: UInt16 = 0
    var token: String?
    var log = false
    var exitOnStdinEOF = false
    /// How long a stop waits for the requests in flight before it cuts them off.
    var graceSeconds = 5
    var limits = HTTPLimits()
    var showHelp = false
    var showVersion = false

    /// What `--version` prints.
    static let version = "server 1.0.0"

    /// What `--help` prints.
    static let usage = """
        usage: server [--store STORE] [--host ADDRESS] [--port PORT] [--token SECRET] [--log]
                      [--max-body-bytes N] [--max-header-bytes N] [--timeout SECONDS] [--threads N]
                      [--grace SECONDS] [--exit-on-stdin-eof]

        Serves the REST contract of docs/REST.md over the app's repositories.

          --store STORE         \(StoreLocation.syntax) (default: sqlite, or $DEMO_STORE)
          --host ADDRESS        numeric IPv4 or IPv6 address to listen on (default 127.0.0.1)
          --port PORT           0 picks a free port (the default); printed on the first line
          --token SECRET        require Authorization: Bearer SECRET on /v1 (or $SERVER_TOKEN)
          --log                 one line per request on stderr: method, path, status, ms
          --max-body-bytes N    larger request bodies are refused with 413 (default 67108864)
          --max-header-bytes N  memory for the request line and headers; more is 431 (default 8192)
          --timeout SECONDS     close connections idle this long (default 10)
          --threads N           event-loop threads (default 2)
          --grace SECONDS       on SIGTERM or SIGINT, how long requests in flight may take (default 5)
          --exit-on-stdin-eof   stop when standard input closes (tests: the server ends with its parent)

        SIGTERM or SIGINT stops accepting, lets requests in flight finish (up to --grace) and exits 0.
        Exit status: 0 stopped cleanly, 1 could not start, 64 usage error.
        --help prints this and --version the version, each exiting 0.
        """

    /// Reads `arguments` (without the program name) with `environment` for the defaults.
    static func parse(_ arguments: [String], environment: [String: String]) throws(UsageError) -> ServerOptions {
        let defaults = StoreDefaults(environment: environment)
        var options: ServerOptions
        do {
            options = ServerOptions(
                store: try StoreLocation.choose(option: nil, environment: environment, defaults: defaults))
        } catch {
            throw UsageError(message: error.description)
        }
        // Where the token came from, for the message that refuses it.
        var tokenSource = "SERVER_TOKEN"
        options.token = environment["SERVER_TOKEN"]
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            func value() throws(UsageError) -> String {
                guard let value = remaining.popFirst() else { throw UsageError(message: "\(argument) needs a value") }
                return value
            }
            switch argument {
            case "--store":
                let text = try value()
                do {
                    options.store = try StoreLocation.parse(text, defaults: defaults)
                } catch {
                    throw UsageError(message: error.description)
                }
            case "--host": options.host = try value()
            case "--port": options.port = try number(argument, try value(), in: 0...65_535)
            case "--token":
                options.token = try value()
                tokenSource = "--token"
            case "--log": options.log = true
            case "--exit-on-stdin-eof": options.exitOnStdinEOF = true
            case "--max-body-bytes":
                options.limits.maximumBodyBytes = try number(argument, try value(), in: 1...(1 << 40))
            case "--max-header-bytes":
                options.limits.maximumHeaderBytes = try number(argument, try value(), in: 4096...(1 << 24))
            case "--timeout": options.limits.idleTimeoutSeconds = try number(argument, try value(), in: 1...86_400)
            case "--threads": options.limits.threads = try number(argument, try value(), in: 1...256)
            case "--grace": options.graceSeconds = try number(argument, try value(), in: 0...3_600)
            case "--help", "-h": options.showHelp = true
            case "--version": options.showVersion = true
            default: throw UsageError(message: "unknown option \(argument)")
            }
        }
        if let token = options.token, let problem = BearerAuthorization.problem(with: token) {
            throw UsageError(message: "\(tokenSource) \(problem)")
        }
        if case .remote(let url, _, _) = options.store, OwnAddress.names(url, host: options.host, port: options.port) {
            throw UsageError(
                message: "--store \(url.absoluteString) is this server's own address: every request would call "
                    + "the server again; give another server's URL, or a local store")
        }
        return options
    }

    private static func number<Number: FixedWidthInteger>(
        _ option: String, _ text: String, in range: ClosedRange<Int>
    ) throws(UsageError) -> Number {
        guard let value = Int(text), range.contains(value) else {
            throw UsageError(
                message:
                    "\(option) must be a whole number from \(range.lowerBound) to \(range.upperBound); got \"\(text)\"")
        }
        return Number(value)
    }
}

/// The command line is wrong; the message says what and how to fix it. Exit status 64.
struct UsageError: Error {
    let message: String
}
