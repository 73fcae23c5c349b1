import Domain
import Testing

@Suite("Project validation")
struct ProjectValidationTests {
    @Test("a name is trimmed and kept otherwise as typed")
    func nameIsTrimmed() throws {
        #expect(try Project(name: "  Home Ünïcode 🏠 ").validated().name == "Home Ünïcode 🏠")
    }

    @Test("a blank name is refused, naming the field")
    func blankNameIsRefused() {
        #expect(throws: ValidationError(field: "name", problem: .empty)) {
            try Project(name: " \t ").validated()
        }
    }

    @Test("a 501-character name is refused")
    func longNameIsRefused() {
        #expect(throws: ValidationError(field: "name", problem: .tooLong(length: 501, maximum: 500))) {
            try Project(name: String(repeating: "é", count: 501)).validated()
        }
    }

    @Test("names that differ only in case, width or surrounding space share one uniqueness key")
    func nameKeyFoldsCaseAndWidth() {
        let key = Project(name: "Home").nameKey
        #expect(Project(name: "HOME").nameKey == key)
        #expect(Project(name: " home ").nameKey == key)
        #expect(Project(name: "ｈｏｍｅ").nameKey == key)
        #expect(Project(name: "Ärger").nameKey == Project(name: "ärger").nameKey)
        #expect(Project(name: "Homes").nameKey != key)
    }
}
