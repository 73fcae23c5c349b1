import Domain
import Foundation
import Testing

@Suite("Todo validation")
struct TodoValidationTests {
    @Test("a title is trimmed of surrounding white space and new lines")
    func titleIsTrimmed() throws {
        let todo = try Todo(title: "  \n\tBuy milk \n").validated()
        #expect(todo.title == "Buy milk")
    }

    @Test(
        "an empty or whitespace-only title is refused, naming the field",
        arguments: ["", " ", "\n\t  \r\n", "\u{3000}"])
    func blankTitleIsRefused(title: String) {
        #expect(throws: ValidationError(field: "title", problem: .empty)) {
            try Todo(title: title).validated()
        }
    }

    @Test("500 characters are allowed; 501 are refused with both numbers in the message")
    func titleLengthLimit() throws {
        let longest = String(repeating: "a", count: 500)
        #expect(try Todo(title: longest).validated().title == longest)

        let error = #expect(throws: ValidationError.self) {
            try Todo(title: longest + "a").validated()
        }
        #expect(error?.problem == .tooLong(length: 501, maximum: 500))
        #expect(error?.description == "title is 501 characters long; at most 500 are allowed")
    }

    @Test("length is counted in characters as a person sees them, not bytes or scalars")
    func lengthCountsCharacters() throws {
        let family = "👨‍👩‍👧‍👦"  // seven scalars, one character
        let decomposedE = "e\u{301}"  // two scalars, one character
        #expect(try Todo(title: String(repeating: family, count: 500)).validated().title.count == 500)
        #expect(try Todo(title: String(repeating: decomposedE, count: 500)).validated().title.count == 500)
        #expect(throws: ValidationError.self) {
            try Todo(title: String(repeating: "日", count: 501)).validated()
        }
    }

    @Test("white space counts only inside the title, after trimming")
    func trimmingHappensBeforeCounting() throws {
        let padded = "   " + String(repeating: "x", count: 500) + "   "
        #expect(try Todo(title: padded).validated().title.count == 500)
    }

    @Test("validation rounds every time to the millisecond, as stores keep them")
    func timesAreRounded() throws {
        var todo = Todo(title: "t", createdAt: Date(timeIntervalSince1970: 10))
        todo.updatedAt = Date(timeIntervalSince1970: 10.123_456)
        todo.dueDate = Date(timeIntervalSince1970: 20.000_9)
        let valid = try todo.validated()
        #expect(valid.updatedAt.millisecondsSince1970 == 10_123)
        #expect(valid.dueDate?.millisecondsSince1970 == 20_001)
        #expect(valid.updatedAt == Date(millisecondsSince1970: 10_123))
    }

    static let nulReason = "it holds the character U+0000 (NUL), which cannot be stored"

    @Test("a title or notes holding U+0000 is refused, naming the field", arguments: ["title", "notes"])
    func nulIsRefused(field: String) {
        let todo = field == "title" ? Todo(title: "a\u{0}") : Todo(title: "a", notes: "b\u{0}c")
        #expect(throws: ValidationError(field: field, problem: .invalid(Self.nulReason))) {
            try todo.validated()
        }
    }
}
