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

    @Test("names that differ only in Unicode composition share one key, byte for byte (as SQL compares it)")
    func nameKeyIsComposed() {
        let composed = Project(name: "Caf\u{E9}").nameKey
        for name in ["Cafe\u{301}", "CAFE\u{301}", "CAF\u{C9}"] {
            #expect(
                Array(Project(name: name).nameKey.utf8) == Array(composed.utf8), "\(name.unicodeScalars.map(\.value))")
        }
    }

    static let nulReason = "it holds the character U+0000 (NUL), which cannot be stored"

    @Test("a name holding U+0000 is refused, naming the field")
    func nulInNameIsRefused() {
        #expect(throws: ValidationError(field: "name", problem: .invalid(Self.nulReason))) {
            try Project(name: "a\u{0}b").validated()
        }
    }
}
