// A child process for the fault tests: `StoreWorker <job> <arguments...>` writes to a store as
// told, printing one line per acknowledged write, until it finishes or the test kills it.
// Each job lives in its own file; add a case here to register one.
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
guard let job = arguments.first else {
    FileHandle.standardError.write(Data("usage: StoreWorker <job> <arguments...>\n".utf8))
    exit(64)
}
let jobArguments = Array(arguments.dropFirst())
switch job {
case "sqlite-batch":
    exit(await DatabaseJobs.batch(.sqlite, jobArguments))
case "sqlite-writer":
    exit(await DatabaseJobs.writer(.sqlite, lanes: 1, jobArguments))
case "sqlite-open":
    exit(await DatabaseJobs.openTogether(jobArguments))
case "postgres-batch":
    exit(await DatabaseJobs.batch(.postgres, jobArguments))
case "postgres-writer":
    // Four at once: each process is a server's worth of concurrent requests.
    exit(await DatabaseJobs.writer(.postgres, lanes: 4, jobArguments))
case "file-writes":
    exit(await FileJobs.writes(Array(arguments.dropFirst())))
default:
    FileHandle.standardError.write(Data("StoreWorker: unknown job \(job)\n".utf8))
    exit(64)
}
