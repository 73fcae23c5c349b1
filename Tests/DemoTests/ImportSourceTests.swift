import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `demo import FILE` reads what a person means by FILE: a file, or a stream (a pipe, a FIFO,
/// standard input by any of its names) read to its end; a name that is no file is a usage error.
@Suite("demo import from pipes, FIFOs and names that are no file")
struct ImportSourceTests {
    let folder: TemporaryFolder
    let demo: DemoProcess
    let rows = "{\"title\":\"One\"}\n{\"title\":\"Two\"}\n"

    init() throws {
        folder = try TemporaryFolder()
        demo = try StoreKind.file.demo(in: folder)
    }

    func path(_ name: String) -> String {
        folder.url.appendingPathComponent(name).path
    }

    func quoted(_ arguments: [String]) -> String {
        PseudoTerminalSession.quotedDemo(arguments)
    }

    @Test(
        "a process substitution, /dev/stdin, /dev/fd/0 and - are read as streams",
        arguments: [
            "DEMO import <(cat ROWS)", "DEMO import /dev/stdin < ROWS", "DEMO import /dev/fd/0 < ROWS",
            "cat ROWS | DEMO import -",
        ])
    func streams(shape: String) async throws {
        try Data(rows.utf8).write(to: URL(fileURLWithPath: path("rows.jsonl")))
        let script = shape.replacingOccurrences(of: "DEMO", with: quoted([])).replacingOccurrences(
            of: "ROWS", with: "'\(path("rows.jsonl"))'")
        let result = try await DemoProcess.shell("exec bash -c \(shellQuoted(script))", environment: demo.environment)
        #expect(result.stdout == "Imported 0 projects and 2 todos.\n", "\(result.stderr)")
        #expect(result.status == 0)
    }

    @Test("a FIFO is read to its end")
    func fifo() async throws {
        let fifo = path("pipe")
        #expect(mkfifo(fifo, 0o600) == 0)
        try Data(rows.utf8).write(to: URL(fileURLWithPath: path("rows.jsonl")))
        let result = try await DemoProcess.shell(
            "timeout -s KILL 20 cat '\(path("rows.jsonl"))' > '\(fifo)' & \(quoted(["import", fifo])); wait",
            environment: demo.environment)
        #expect(result.stdout == "Imported 0 projects and 2 todos.\n", "\(result.stderr)")
    }

    @Test(
        "an empty name and a directory are usage errors that say what they are",
        arguments: [("", "the file name is empty"), ("DIR", "is a directory")])
    func notAFile(name: String, says: String) async throws {
        let given = name == "DIR" ? folder.url.path : name
        let result = try await demo.run(["import", given])
        #expect(result.status == 64)
        #expect(result.stderr.contains(says), "\(result.stderr)")
        #expect(!result.stderr.contains("NSCocoaErrorDomain"))
    }

    @Test("a closed standard input is an error, not an empty import", arguments: ["-", "/dev/stdin"])
    func closedInput(name: String) async throws {
        let result = try await DemoProcess.shell("\(quoted(["import", name])) <&-", environment: demo.environment)
        #expect(result.status == 1)
        #expect(result.stderr.contains("standard input is closed"), "\(result.stderr)")
        #expect(!result.stdout.contains("Imported"))
    }

    private func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
