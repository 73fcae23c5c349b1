import Foundation
import Testing

@testable import ScaffoldKit

@Suite("Finishing an interrupted apply")
struct RecoveryTests {
    private let journal = ".scaffold/journal.json"

    private func generationPlan(_ fileSystem: MemoryFileSystem) throws -> Plan {
        try Fixtures.planner(fileSystem).plan(GenerationRequest(entity: "Product", arguments: ["Product"]))
    }

    @Test("A crash after any number of steps is finished by recovery: the tree is as after the apply", arguments: 0...6)
    func finishesAfterCrash(steps: Int) throws {
        let reference = Fixtures.repository()
        try Transaction.apply(try generationPlan(reference), to: reference, journal: journal)
        let fileSystem = Fixtures.repository()
        let before = fileSystem.files
        let plan = try generationPlan(fileSystem)
        fileSystem.crashAfter = steps
        #expect(throws: ScaffoldError.self) { try Transaction.apply(plan, to: fileSystem, journal: journal) }
        fileSystem.crashAfter = nil
        let report = try Transaction.recover(journal: journal, in: fileSystem)
        if steps == 0 {
            #expect(report == nil)
            #expect(fileSystem.files == before)
        } else {
            #expect(report?.contains("finished") == true, "\(report ?? "nil")")
            #expect(fileSystem.files == reference.files)
        }
        #expect(try Transaction.recover(journal: journal, in: fileSystem) == nil)
    }

    @Test("A file edited after the crash stops recovery, naming it, and nothing is touched")
    func refusesEditedSinceCrash() throws {
        let fileSystem = Fixtures.repository()
        let plan = try generationPlan(fileSystem)
        fileSystem.crashAfter = 2
        #expect(throws: ScaffoldError.self) { try Transaction.apply(plan, to: fileSystem, journal: journal) }
        fileSystem.crashAfter = nil
        fileSystem.files["Domain/Entities/Product.swift"] = Data("mine\n".utf8)
        let frozen = fileSystem.files
        do {
            _ = try Transaction.recover(journal: journal, in: fileSystem)
            Issue.record("recovery went ahead over an edited file")
        } catch {
            #expect(error.description.contains("Domain/Entities/Product.swift"))
        }
        #expect(fileSystem.files == frozen)
    }

    @Test("An apply that completes leaves no journal behind")
    func noJournalAfterSuccess() throws {
        let fileSystem = Fixtures.repository()
        try Transaction.apply(try generationPlan(fileSystem), to: fileSystem, journal: journal)
        #expect(fileSystem.files[journal] == nil)
    }
}
