import Composition
import DI
import Foundation

// `server`: docs/REST.md over the repositories of the composition root. See ServerOptions.usage.

let options: ServerOptions
do {
    options = try ServerOptions.parse(
        Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment)
} catch {
    Console.error("\(error.message)\n\(ServerOptions.usage)")
    exit(64)
}
if options.showHelp {
    Console.out(ServerOptions.usage)
    exit(0)
}
if options.showVersion {
    Console.out(ServerOptions.version)
    exit(0)
}
do {
    try await ServerRun.serve(options)
    exit(0)
} catch {
    Console.error(error.description)
    exit(1)
}
