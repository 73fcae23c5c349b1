import Data
import Domain
import FileStore
import Foundation
import TestSupport
import Testing

/// Project's record is generated now, and keeps no folded name: every store folds the name
/// itself. Records written before carry it as `nameKey`; the file store reads and ignores it.
@Suite("A file store written when a project record kept its folded name opens as before")
struct ProjectFileStoreFormatTests {
    @Test("a journal line holding a project's nameKey is read, and the name stays taken in every case")
    func journalLineWithNameKeyOpens() async throws {
        let fixture = try FileStoreFixture()
        defer { fixture.folder.remove() }
        _ = try await fixture.open().todos.create(Todo(title: "Before"))
        let id = Fixtures.id(7).uuidString
        let line =
            #"{"put":{"projects":[{"createdAt":1767225601000,"id":""# + id
            + #"","name":"Home","nameKey":"home","updatedAt":1767225601000}]}}"# + "\n"
        try fixture.overwrite("journal.jsonl", with: try fixture.bytes("journal.jsonl") + Data(line.utf8))

        let reopened = try await fixture.open()
        #expect(try await reopened.projects.fetch(id: Fixtures.id(7)).name == "Home")
        let taken = await repositoryError { () async throws(RepositoryError) in
            _ = try await reopened.projects.create(Project(name: "HOME"))
        }
        #expect(taken?.conflictKind == .duplicateKey(field: "name"), "\(String(describing: taken))")
    }

    @Test("a project is written without the folded name")
    func writtenWithoutNameKey() throws {
        let json = try JSONEncoder().encode(ProjectRecord(Project(id: Fixtures.id(7), name: "Home")))
        #expect(!String(decoding: json, as: UTF8.self).contains("nameKey"))
    }
}
