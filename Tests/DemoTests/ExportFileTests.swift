import Foundation
import Testing

#if canImport(Glibc)
    import Glibc

    /// symlink(2) by a name of its own, since the test `symlink()` hides it.
    private let systemSymlink = Glibc.symlink
    /// Linux's /dev/full, character device 1:7, which a test makes a copy of.
    private let fullDeviceNumber: dev_t? = dev_t((1 << 8) | 7)
#elseif canImport(Darwin)
    import Darwin

    private let systemSymlink = Darwin.symlink
    /// macOS has no /dev/full, and the same number names another device there: that part of the
    /// test is skipped.
    private let fullDeviceNumber: dev_t? = nil
#endif

/// `demo export -o PATH` writes what a person means by PATH: a file replaced atomically, the
/// target of a symlink, or straight through a FIFO or a device, and never half a file.
@Suite("demo export -o PATH")
struct ExportFileTests {
    let folder: TemporaryFolder
    let demo: DemoProcess

    init() throws {
        folder = try TemporaryFolder()
        demo = try StoreKind.file.demo(in: folder)
    }

    func path(_ name: String) -> String {
        folder.url.appendingPathComponent(name).path
    }

    func fileType(_ path: String) -> mode_t {
        var status = stat()
        return lstat(path, &status) == 0 ? status.st_mode & S_IFMT : 0
    }

    func seed(count: Int) async throws {
        let rows = (1...count).map { "{\"title\":\"Todo \($0), with a title long enough to make the export large\"}" }
        #expect(try await demo.run(["import", "-"], input: rows.joined(separator: "\n")).status == 0)
    }

    @Test("a new file and an existing regular file get the whole export, which imports back as unchanged")
    func regularFile() async throws {
        try await seed(count: 3)
        let file = path("backup.jsonl")
        try Data("old\n".utf8).write(to: URL(fileURLWithPath: file))
        chmod(file, 0o640)

        let result = try await demo.run(["export", "-o", file])

        #expect(result.status == 0)
        #expect(try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n").count == 3)
        var status = stat()
        #expect(stat(file, &status) == 0 && status.st_mode & 0o777 == 0o640)
        #expect(
            try await demo.run(["import", file]).stdout == "Imported 0 projects and 0 todos, skipped 3 unchanged.\n")
    }

    @Test("a symlink is followed: its target gets the export and the link stays a link")
    func symlink() async throws {
        try await seed(count: 2)
        let target = path("real.jsonl")
        let link = path("link.jsonl")
        try Data("old\n".utf8).write(to: URL(fileURLWithPath: target))
        #expect(systemSymlink("real.jsonl", link) == 0)

        #expect(try await demo.run(["export", "-o", link]).status == 0)

        #expect(fileType(link) == S_IFLNK)
        #expect(try String(contentsOfFile: target, encoding: .utf8).split(separator: "\n").count == 2)
    }

    @Test("a FIFO is written through, not replaced")
    func fifo() async throws {
        // The reader is killed after a while, in case the FIFO was replaced and it waits forever.
        try await seed(count: 2)
        let fifo = path("pipe")
        #expect(mkfifo(fifo, 0o600) == 0)
        let reader = try await DemoProcess.shell(
            "timeout -s KILL 20 cat '\(fifo)' > '\(path("read.jsonl"))' & \(PseudoTerminalSession.quotedDemo(["export", "-o", fifo])); "
                + "echo status=$?; wait", environment: demo.environment)

        #expect(reader.stdout == "status=0\n")
        #expect(fileType(fifo) == S_IFIFO)
        #expect(try String(contentsOfFile: path("read.jsonl"), encoding: .utf8).split(separator: "\n").count == 2)
    }

    @Test("-o /dev/stdout into a pipe is written through the pipe")
    func standardOutputPipe() async throws {
        try await seed(count: 3)
        let demoCommand = PseudoTerminalSession.quotedDemo(["export", "-o", "/dev/stdout"])
        let result = try await DemoProcess.shell("\(demoCommand) | wc -l", environment: demo.environment)
        #expect(result.stdout.trimmingCharacters(in: .whitespaces) == "3\n", "\(result.stderr)")
        #expect(result.stderr.isEmpty)
    }

    @Test(
        "-o /dev/stdout, /dev/fd/1 or /proc/self/fd/1 appended to a file keeps what the file held and what follows",
        arguments: ["/dev/stdout", "/dev/fd/1", "/proc/self/fd/1"])
    func standardOutputFile(target: String) async throws {
        try await seed(count: 2)
        let log = path("log")
        try Data("keep\n".utf8).write(to: URL(fileURLWithPath: log))
        let demoCommand = PseudoTerminalSession.quotedDemo(["export", "-o", target])

        let appended = try await DemoProcess.shell("\(demoCommand) >> '\(log)'", environment: demo.environment)
        let together = try await DemoProcess.shell(
            "( \(demoCommand); echo after ) > '\(path("both"))'", environment: demo.environment)

        #expect(appended.status == 0, "\(appended.stderr)")
        let lines = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 3 && lines.first == "keep")
        #expect(together.status == 0, "\(together.stderr)")
        let both = try String(contentsOfFile: path("both"), encoding: .utf8).split(separator: "\n")
        #expect(both.count == 3 && both.last == "after")
        #expect(fileType(log) == S_IFREG)
    }

    @Test(
        "a full device exits 1 saying why and stays a device; a write that fails half way leaves the previous file intact"
    )
    func fullDiskKeepsPrevious() async throws {
        try await seed(count: 600)
        let device = path("full")
        // Device 1:7 is what /dev/full is; made here so that the real one is never at risk.
        if let number = fullDeviceNumber, mknod(device, S_IFCHR | 0o600, number) == 0 {
            let full = try await demo.run(["export", "-o", device])
            #expect(full.status == 1)
            #expect(full.stderr == "demo: error: cannot write \(device): No space left on device\n")
            #expect(fileType(device) == S_IFCHR)
        }
        let file = path("backup.jsonl")
        try Data("previous backup\n".utf8).write(to: URL(fileURLWithPath: file))

        // A file size limit makes the disk "full" after 64 KiB, well inside the export.
        let limited = try await DemoProcess.shell(
            "trap '' XFSZ; ulimit -f 128; TMPDIR='\(folder.url.path)' \(PseudoTerminalSession.quotedDemo(["export", "-o", file]))",
            environment: demo.environment)

        #expect(limited.status == 1)
        // The export is complete in a temporary file before it reaches FILE, so the limit stops it there.
        #expect(
            limited.stderr
                == "demo: error: cannot write a temporary file in \(folder.url.path) (TMPDIR): File too large\n")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "previous backup\n")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter {
            $0.hasPrefix(".backup")
        }
        #expect(leftovers.isEmpty)
    }
}
