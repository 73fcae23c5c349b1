// The `demo` executable: everything happens in DemoApp; this only hands over the process's
// arguments and environment and turns the result into the exit status.
import CMalloc
import Foundation

// One malloc arena for every thread. glibc gives each new thread that allocates an arena of its
// own, which grows a page at a time with one mprotect call each: a 10,000-todo list made about
// 750 of them, as the SQLite reader built its records and the main actor their todos. The main
// arena grows in 128 KiB steps instead; a command's threads take turns, so sharing its lock costs
// next to nothing.
_ = cmalloc_limit_arenas(1)

let code = await DemoApp.run(
    arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment)
exit(code.rawValue)
