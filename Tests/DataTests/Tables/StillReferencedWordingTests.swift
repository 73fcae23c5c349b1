import Domain
import Foundation
import Testing

@testable import Data

/// A delete refused because others refer to the record reads as the rest of the app, in one
/// shape for every entity: the record as lists show it (its name, else its short id), the records
/// that refer to it counted by their entity's name, and what to do about them.
@Suite("The refusal to delete a record still referred to")
struct StillReferencedWordingTests {
    @Test("an entity without a name is named by its id as lists show it, with the referring records counted")
    func namesIDAndCount() {
        // The keyword-columns test's entity: it has no String field a list would show.
        let slot = SlotRecord(Slot(id: Fixtures.randomID, order: 1, select: "a"))
        let one = SlotSchema.refusalToDelete(slot, referencedBy: 1, in: "todos")
        #expect(one.conflictReason == "slot 3f2a1b2c still has 1 todo; move or delete it first")
        let two = SlotSchema.refusalToDelete(slot, referencedBy: 2, in: "todos")
        #expect(two.conflictReason == "slot 3f2a1b2c still has 2 todos; move or delete them first")
        #expect(two.conflictKind == .stillReferenced(entity: "slot"))
    }

    @Test("a todo names itself by its title in quotes, as lists show it")
    func todoByTitle() {
        let todo = TodoRecord(Todo(id: Fixtures.randomID, title: "Buy milk"))
        #expect(
            TodoSchema.refusalToDelete(todo, referencedBy: 2, in: "todos").conflictReason
                == "todo \"Buy milk\" still has 2 todos; move or delete them first")
    }

    @Test("a project names itself and what it still has, in the singular or the plural")
    func projectInUse() {
        let project = ProjectRecord(Project(name: "Home"))
        #expect(
            ProjectSchema.refusalToDelete(project, referencedBy: 1, in: "todos").conflictReason
                == "project \"Home\" still has 1 todo; move or delete it first")
        #expect(
            ProjectSchema.refusalToDelete(project, referencedBy: 3, in: "todos").conflictReason
                == "project \"Home\" still has 3 todos; move or delete them first")
    }

    @Test("a table no entity has is counted by its name")
    func keptTable() {
        #expect(Schemas.counted(2, of: "orders") == "2 records of orders")
        #expect(Schemas.counted(1, of: "projects") == "1 project")
    }

    private enum Fixtures {
        static let randomID = UUID(text: "3F2A1B2C-9D8E-4F70-8A6B-5C4D3E2F1A0B") ?? UUID()
    }
}

extension DataSourceError {
    fileprivate var conflictReason: String? {
        if case .conflict(_, let reason) = self { return reason }
        return nil
    }

    fileprivate var conflictKind: ConflictKind? {
        if case .conflict(let kind, _) = self { return kind }
        return nil
    }
}
