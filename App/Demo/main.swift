// The `demo` executable: everything happens in DemoApp; this only hands over the process's
// arguments and environment and turns the result into the exit status.
import Foundation

let code = await DemoApp.run(
    arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment)
exit(code.rawValue)
