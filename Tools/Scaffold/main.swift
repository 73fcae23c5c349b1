import Foundation
import ScaffoldKit

// Thin by design: everything is in ScaffoldKit, where it is tested. scripts/scaffold runs this
// with the repository root as the working directory.
let tool = ScaffoldTool(
    root: URL(filePath: FileManager.default.currentDirectoryPath),
    environment: ProcessInfo.processInfo.environment,
    progress: { line in FileHandle.standardError.write(Data("scaffold: \(line)\n".utf8)) }
)
let result = tool.run(Array(CommandLine.arguments.dropFirst()))
FileHandle.standardOutput.write(Data(result.output.utf8))
FileHandle.standardError.write(Data(result.errorOutput.utf8))
exit(result.exitCode)
