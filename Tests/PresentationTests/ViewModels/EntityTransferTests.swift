import Domain
import Foundation
import TestSupport
import Testing
import WireFormat

@testable import Presentation

/// An entity beyond todos and projects, as `scripts/scaffold` generates one: a value, its
/// `--json` object, and its transfer (see `Templates/Presentation/Transfer/`).
private struct Note: VersionedEntity, Equatable {
    let id: UUID
    var text: String
    var createdAt: Date
    var updatedAt: Date

    func validated() throws(ValidationError) -> Note {
        guard !text.isEmpty else { throw ValidationError(field: "text", problem: .empty) }
        return self
    }
}

private struct NoteJSON: Codable, Sendable {
    var id: WireID
    var text: String
    var createdAt: WireTime
    var updatedAt: WireTime

    init(_ note: Note) {
        id = WireID(note.id)
        text = note.text
        createdAt = WireTime(note.createdAt)
        updatedAt = WireTime(note.updatedAt)
    }

    var note: Note {
        Note(id: id.uuid, text: text, createdAt: createdAt.date, updatedAt: updatedAt.date)
    }
}

extension NoteJSON: RetiredWireMembers {
    /// An earlier version's member, dropped since.
    static let retiredMembers = ["colourName"]
}

@Suite("Export and import carry every entity: a generated one's lines go out and come back, all or nothing")
@MainActor
struct EntityTransferTests {
    private static let gift = Note(
        id: Fixtures.id(70), text: "Gift", createdAt: Fixtures.date(), updatedAt: Fixtures.date(60))

    private func transfer(storing notes: [Note]) -> EntityTransfer {
        EntityTransfer(
            type: "note", nouns: ("note", "notes"), stored: { () async throws(RepositoryError) in notes },
            json: { NoteJSON($0) }, entity: { json in json.note },
            validated: { note throws(ValidationError) in try note.validated() },
            uniqueFields: [UniqueField("text", \.text)])
    }

    private func viewModel(
        notes: [Note], projects: [Project] = [], unitOfWork: RecordingUnitOfWork
    ) async throws -> TransferViewModel {
        let repositories = try await SeededRepositories(projects: projects)
        let todos = repositories.todos
        let projects = repositories.projects
        return TransferViewModel(
            importing: ImportUseCase(unitOfWork: unitOfWork),
            exporting: ExportUseCase(todoRepository: todos, projectRepository: projects),
            entities: [.project(projects), .todo(todos), transfer(storing: notes)])
    }

    @Test("export writes the entity's lines after projects and todos; imported into an empty store they come back")
    func roundTrip() async throws {
        let home = Project(id: Fixtures.id(1), name: "Home", createdAt: Fixtures.date())
        let exporter = try await viewModel(notes: [Self.gift], projects: [home], unitOfWork: RecordingUnitOfWork())
        let text = try #require(await exporter.export())
        let lines = text.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.last?.contains(#""type":"note""#) == true && lines.last?.contains(#""text":"Gift""#) == true)

        let unitOfWork = RecordingUnitOfWork()
        let importer = try await viewModel(notes: [], unitOfWork: unitOfWork)
        #expect(await importer.importLines(text))
        #expect(unitOfWork.committed.count == 1)
        #expect(unitOfWork.committed.first?.creates(of: Note.self) == [Self.gift])
        #expect(unitOfWork.committed.first?.creates(of: Project.self).map(\.name) == ["Home"])
        #expect(importer.summary.description == "Imported 1 project, 0 todos and 1 note.")
    }

    @Test("importing an export of the same store skips the entity's rows as unchanged")
    func unchangedIsSkipped() async throws {
        let unitOfWork = RecordingUnitOfWork()
        let model = try await viewModel(notes: [Self.gift], unitOfWork: unitOfWork)
        let text = try #require(await model.export())
        #expect(await model.importLines(text))
        #expect(model.summary.unchanged == 1)
        #expect(unitOfWork.committed.allSatisfy { $0.creates(of: Note.self).isEmpty })
    }

    @Test("a bad row of the entity rejects the whole file, with its line and why, and nothing is committed")
    func badRowRejectsAll() async throws {
        let unitOfWork = RecordingUnitOfWork()
        let model = try await viewModel(notes: [], unitOfWork: unitOfWork)
        let lines = """
            {"title":"Buy milk"}
            {"type":"note","id":"\(Fixtures.id(71).uuidString)","text":"","createdAt":"2026-01-01T00:00:00.000Z","updatedAt":"2026-01-01T00:00:00.000Z"}
            {"type":"note","id":"nope","text":"x","createdAt":"2026-01-01T00:00:00.000Z","updatedAt":"2026-01-01T00:00:00.000Z"}
            {"type":"note","id":"\(Fixtures.id(72).uuidString)","text":"x","colour":"red","createdAt":"2026-01-01T00:00:00.000Z","updatedAt":"2026-01-01T00:00:00.000Z"}
            """
        #expect(await !model.importLines(lines))
        #expect(unitOfWork.committed.isEmpty)
        #expect(model.problems.map(\.line) == [2, 3, 4])
        #expect(model.problems.first?.reason.contains("text") == true)
        #expect(
            model.problems.dropFirst().first?.reason
                == #""id" is not valid: expected 36 characters, hex digits in groups of 8-4-4-4-12"#)
        #expect(
            model.problems.last?.reason == #"unknown field "colour"; a note has createdAt, id, text, type, updatedAt"#)
    }

    @Test("a stored entity with other content is a conflict naming the members that differ, unless replaced")
    func conflictOrReplace() async throws {
        var changed = Self.gift
        changed.text = "Changed"
        changed.updatedAt = Fixtures.date(9)
        let line = JSONText.compact(NoteJSON(changed)).replacingOccurrences(of: "{", with: #"{"type":"note","#)
        let refusing = try await viewModel(notes: [Self.gift], unitOfWork: RecordingUnitOfWork())
        #expect(await !refusing.importLines(line))
        let id = Self.gift.id.uuidString.lowercased()
        #expect(
            refusing.problems.first?.reason
                == "note \(id) is stored with a different text, updatedAt; give --replace to overwrite it")

        let unitOfWork = RecordingUnitOfWork()
        let replacing = try await viewModel(notes: [Self.gift], unitOfWork: unitOfWork)
        #expect(await replacing.importLines(line, replace: true))
        #expect(unitOfWork.committed.first?.replacements(of: Note.self) == [changed])
    }

    @Test("a line without an id names the stored entity whose unique field has its key, times and spelling and all")
    func lineWithoutIDNamesTheStoredEntity() async throws {
        let unitOfWork = RecordingUnitOfWork()
        let model = try await viewModel(notes: [Self.gift], unitOfWork: unitOfWork)
        #expect(await model.importLines(#"{"type":"note","text":"Gift"}"#), "\(model.problems)")
        #expect(model.summary.unchanged == 1)
        #expect(unitOfWork.committed.allSatisfy { $0.creates(of: Note.self).isEmpty })

        // Compared by its key, as uniqueness compares it: " GIFT" names "Gift", not a rename of it.
        #expect(await model.importLines(#"{"type":"note","text":" GIFT"}"#), "\(model.problems)")
        #expect(model.summary.unchanged == 1)
        #expect(unitOfWork.committed.allSatisfy { $0.replacements(of: Note.self).isEmpty })
    }

    @Test("a line with a stored id but no times has the stored entity's")
    func lineWithoutTimesHasTheStoredOnes() async throws {
        let model = try await viewModel(notes: [Self.gift], unitOfWork: RecordingUnitOfWork())
        #expect(await model.importLines(#"{"type":"note","id":"\#(Self.gift.id.uuidString)","text":"Gift"}"#))
        #expect(model.summary.unchanged == 1)
    }

    @Test("a new line without an id gets one, its updatedAt its createdAt; a later line naming it is the same")
    func newLineWithoutIDOrTimes() async throws {
        let unitOfWork = RecordingUnitOfWork()
        let model = try await viewModel(notes: [], unitOfWork: unitOfWork)
        let lines = """
            {"type":"note","text":"Card","createdAt":"2026-01-02T00:00:00.000Z"}
            {"type":"note","text":"Card","createdAt":"2026-01-02T00:00:00.000Z"}
            {"type":"note","text":"Ribbon"}
            """
        #expect(await model.importLines(lines), "\(model.problems)")
        let created = unitOfWork.committed.first?.creates(of: Note.self) ?? []
        #expect(created.map(\.text) == ["Card", "Ribbon"])
        #expect(created.allSatisfy { $0.updatedAt == $0.createdAt })
        #expect(created.first?.createdAt == WireTime.parse("2026-01-02T00:00:00.000Z", offsets: true))
        #expect(Set(created.map(\.id)).count == 2)
        #expect(model.summary.description == "Imported 0 projects, 0 todos and 2 notes.")
    }

    @Test("a line whose unique value another entity holds, stored or on an earlier line, is refused with its line")
    func takenUniqueValueIsRefused() async throws {
        let unitOfWork = RecordingUnitOfWork()
        let model = try await viewModel(notes: [Self.gift], unitOfWork: unitOfWork)
        let time = #""createdAt":"2026-01-01T00:00:00.000Z","updatedAt":"2026-01-01T00:00:00.000Z""#
        let lines = """
            {"type":"note","id":"\(Fixtures.id(71).uuidString)","text":"gift ",\(time)}
            {"type":"note","id":"\(Fixtures.id(72).uuidString)","text":"Card",\(time)}
            {"type":"note","id":"\(Fixtures.id(73).uuidString)","text":"CARD",\(time)}
            """
        #expect(await !model.importLines(lines))
        #expect(unitOfWork.committed.isEmpty)
        #expect(
            model.problems.map(\.description) == [
                "line 1: text \"gift \" is taken by note \(Self.gift.id.uuidString.lowercased())",
                "line 3: text \"CARD\" is taken by note \(Fixtures.id(72).uuidString.lowercased())",
            ])
    }

    @Test("a member an earlier version of the entity wrote is read and dropped; one it never wrote is refused")
    func retiredMemberIsDropped() async throws {
        let unitOfWork = RecordingUnitOfWork()
        let model = try await viewModel(notes: [], unitOfWork: unitOfWork)
        #expect(await model.importLines(#"{"type":"note","text":"Card","colourName":"red"}"#), "\(model.problems)")
        #expect(unitOfWork.committed.first?.creates(of: Note.self).map(\.text) == ["Card"])

        #expect(await !model.importLines(#"{"type":"note","text":"Tag","colour":"red"}"#))
        #expect(model.problems.first?.reason.hasPrefix(#"unknown field "colour"; a note has "#) == true)
    }
}
