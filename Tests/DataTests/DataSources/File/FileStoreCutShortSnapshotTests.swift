import Domain
import Foundation
import TestSupport
import Testing

@testable import Data
@testable import FileStore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A snapshot another program cuts short (`: > snapshot.json`, a full network disk) while the
/// store reads it is an error or the bytes already read, never a crash: were the file mapped, a
/// page past its new end would kill the process with SIGBUS. A crash would kill the test run too,
/// so the reading runs in a child process, this test bundle run again on one test.
@Suite("JSON file store reads a snapshot cut short by another program without crashing")
struct FileStoreCutShortSnapshotTests {
    /// Names the store folder to the child; the child's test runs only when it is set.
    private static let folderVariable = "FILE_STORE_CUT_SHORT_FOLDER"
    /// Todos of about 700 bytes each: more than the megabyte a reader gives back at a time.
    private static let count = 2_000

    @Test("a snapshot cut short before or after it is read is an error or the bytes read, not a SIGBUS")
    func cutShortSnapshotDoesNotCrash() async throws {
        let fixture = try FileStoreFixture()
        defer { fixture.folder.remove() }
        try await fixture.fillSnapshot(count: Self.count)
        var environment = ProcessInfo.processInfo.environment
        environment[Self.folderVariable] = fixture.folder.url.path
        let outcome = try await SpawnedProcess.run(
            ChildCommand(
                CommandLine.arguments[0],
                ["--testing-library", "swift-testing", "--filter", "FileStoreCutShortSnapshotTests/readInChild"],
                environment: environment))
        #expect(outcome.termination == .exited(0), "\(outcome.stdout)\(outcome.stderr)")
        // The child's test ran to its end, and read every todo from the bytes it had read.
        #expect(try String(contentsOf: fixture.folder.file("read-todos"), encoding: .utf8) == "\(Self.count)")
    }

    /// The child's half: the store's read of a snapshot with the file cut short before the read,
    /// then after it.
    @Test(.enabled(if: ProcessInfo.processInfo.environment[folderVariable] != nil))
    func readInChild() throws {
        let folder = try #require(ProcessInfo.processInfo.environment[Self.folderVariable])
        let path = folder + "/snapshot.json"
        let original = try Data(contentsOf: URL(fileURLWithPath: path))

        let shortened = try PosixFile(path: path, flags: O_RDONLY)
        let size = try shortened.status().size
        #expect(truncate(path, off_t(size / 2)) == 0)
        let error = #expect(throws: FileStoreError.self) { try JSONText(reading: shortened, count: size) }
        #expect(error?.description.contains("ended after \(size / 2) of its \(size) bytes") == true)

        try original.write(to: URL(fileURLWithPath: path))
        let emptied = try PosixFile(path: path, flags: O_RDONLY)
        let bytes = try JSONText(reading: emptied, count: try emptied.status().size)
        #expect(truncate(path, 0) == 0)
        let snapshot = try Snapshot.decode(bytes, file: path)
        let todos = try #require(snapshot.tables.first { $0.table == "todos" })
        try Data("\(todos.ids.count)".utf8).write(to: URL(fileURLWithPath: folder + "/read-todos"))
    }
}
