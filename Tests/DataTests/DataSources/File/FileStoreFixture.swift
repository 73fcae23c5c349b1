import Data
import Domain
import FileStore
import Foundation
import TestSupport

/// A file store in a temporary folder, with helpers to fill it, damage its files and compare
/// them byte for byte.
struct FileStoreFixture {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    /// Opens the store afresh, as another process would, on a thread of its own (opening blocks
    /// on `fsync`, which must not stall the cooperative pool the other tests share).
    func open() async throws -> (todos: TodoRepositoryImpl, projects: ProjectRepositoryImpl) {
        let url = folder.url
        let store = try await offCooperativePool { try DataStore.file(at: url) }
        return (
            TodoRepositoryImpl(dataSource: store.todoDataSource()),
            ProjectRepositoryImpl(dataSource: store.projectDataSource())
        )
    }

    /// Stores one project and `count` todos with long notes in one batch, enough for the journal
    /// to be folded into the snapshot, so that `snapshot.json` holds them one per line.
    @discardableResult
    func fillSnapshot(count: Int = 200) async throws -> [Todo] {
        let store = try await open()
        let project = try await store.projects.create(Project(id: Fixtures.id(9_999), name: "Home"))
        let notes = String(repeating: "padding ", count: 60)
        return try await store.todos.createAll(
            (0..<count).map { Todo(id: Fixtures.id($0), title: "Todo \($0)", notes: notes, projectID: project.id) })
    }

    /// The path of file `name` in the store's folder.
    func path(_ name: String) -> String {
        folder.file(name).path
    }

    /// The bytes of file `name`.
    func bytes(_ name: String) throws -> Data {
        try Data(contentsOf: folder.file(name))
    }

    /// Replaces file `name`'s bytes in place (same inode), as a faulty disk or an editor would.
    func overwrite(_ name: String, with bytes: Data) throws {
        let handle = try FileHandle(forWritingTo: folder.file(name))
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: bytes)
        try handle.close()
    }

    /// Replaces file `name` by renaming a new file over it, as most editors save.
    func replace(_ name: String, with bytes: Data) throws {
        try bytes.write(to: folder.file(name), options: .atomic)
    }

    /// Every file in the folder with its bytes.
    func allBytes() throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.url.path) {
            files[name] = try bytes(name)
        }
        return files
    }

    /// The 1-based line of snapshot `data` that opens table `name`'s records (`"name":[`), found
    /// by name: where it lies depends on which other tables the store serves (a scaffolded
    /// entity adds one, sorted among them). Nil when the snapshot has no such table.
    static func line(openingTable name: String, in data: Data) -> Int? {
        let opening = Data("\"\(name)\":[".utf8)
        let lines = data.split(separator: 0x0A, omittingEmptySubsequences: false)
        return lines.firstIndex { $0.elementsEqual(opening) }.map { $0 - lines.startIndex + 1 }
    }

    /// The byte offset where 1-based `line` starts in `data`.
    static func offset(ofLine line: Int, in data: Data) -> Int {
        var remaining = line - 1
        for (offset, byte) in data.enumerated() where byte == 0x0A {
            remaining -= 1
            if remaining == 0 { return offset + 1 }
        }
        return remaining == 0 ? 0 : data.count
    }
}

/// The ``FileStoreError`` that `body` failed with, or nil when it succeeded or failed otherwise.
func fileStoreError<T>(_ body: () async throws -> T) async -> FileStoreError? {
    do {
        _ = try await body()
        return nil
    } catch let error as DataSourceError {
        guard case .storage(let evidence) = error else { return nil }
        return evidence.underlying as? FileStoreError
    } catch let error as RepositoryError {
        guard case .storage(let evidence) = error else { return nil }
        return evidence.underlying as? FileStoreError
    } catch {
        return nil
    }
}

extension Data {
    /// This data with the first occurrence of `target` replaced by `replacement`.
    func replacingFirst(_ target: String, with replacement: String) -> Data {
        guard let range = range(of: Data(target.utf8)) else { return self }
        var copy = self
        copy.replaceSubrange(range, with: Data(replacement.utf8))
        return copy
    }

    /// The offset of the first occurrence of `target`, or nil.
    func offset(of target: String) -> Int? {
        range(of: Data(target.utf8)).map { $0.lowerBound - startIndex }
    }
}
