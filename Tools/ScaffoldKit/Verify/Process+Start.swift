import Foundation

extension Process {
    /// `executable` with `arguments`, started with its standard streams connected as given (a
    /// `Pipe` or a `FileHandle` each); the error names the program when it cannot start.
    static func started(
        _ executable: URL, _ arguments: [String], environment: [String: String]? = nil,
        input: Any, output: Any, errors: Any
    ) throws(ScaffoldError) -> Process {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw .io("cannot run \(executable.path): \(error.localizedDescription)")
        }
        return process
    }
}
