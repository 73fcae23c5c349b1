import Foundation

/// Runs a command (the toolchain's `swift`) for `--verify`, its output going to a log file.
protocol CommandRunner {
    /// Runs `arguments` (the first is the program, looked up on PATH) in `directory`, appending
    /// output to `log`; returns the exit status.
    func run(_ arguments: [String], in directory: URL, log: URL) throws(ScaffoldError) -> Int32
}

/// Runs real processes.
struct ProcessRunner: CommandRunner {
    func run(_ arguments: [String], in directory: URL, log: URL) throws(ScaffoldError) -> Int32 {
        let process = Process()
        process.executableURL = URL(filePath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = directory
        do {
            if !FileManager.default.fileExists(atPath: log.path) {
                _ = FileManager.default.createFile(atPath: log.path, contents: nil)
            }
            let handle = try FileHandle(forWritingTo: log)
            defer { try? handle.close() }
            try handle.seekToEnd()
            handle.write(Data(("$ " + arguments.joined(separator: " ") + "\n").utf8))
            process.standardOutput = handle
            process.standardError = handle
            process.standardInput = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
        } catch {
            throw .io("cannot run \(arguments.joined(separator: " ")): \(error.localizedDescription)")
        }
        return process.terminationStatus
    }
}
