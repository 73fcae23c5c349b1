import Domain
import Foundation
import Testing

@Suite("Title trimming")
struct TitleTrimmingTests {
    /// A title that is ASCII and has nothing to trim is returned without Foundation's help; these
    /// cases sit on either side of that line, and each must come out as Foundation trims it.
    @Test(
        "a title comes out as Foundation's trimmingCharacters(in: .whitespacesAndNewlines) gives it",
        arguments: [
            "plain", "a", "inner  space\tkept", "\tTab", "tab\t", "line\n", "\r\nCRLF\r\n", "\u{0B}vertical tab",
            "form feed\u{0C}", " space", "space ", "\u{85}next line", "no-break\u{A0}", "\u{3000}ideographic",
            "\u{200B}zero width space", "café", "e\u{301}", "👨‍👩‍👧", "~!@#$%^&*()_+{}|:\"<>?",
        ])
    func trimsAsFoundationDoes(_ text: String) throws {
        let title = try TextRules.normalizedTitle(text, field: "title")
        #expect(title == text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    @Test("500 ASCII characters with nothing to trim pass as they are; 501 are refused")
    func asciiLengthLimit() throws {
        let longest = String(repeating: "x", count: TextRules.maximumLength)
        #expect(try TextRules.normalizedTitle(longest, field: "title") == longest)
        #expect(throws: ValidationError.self) { try TextRules.normalizedTitle(longest + "y", field: "title") }
    }

    @Test("501 ASCII bytes that trim to 500 characters pass, trimmed")
    func asciiTrimmedToLimit() throws {
        let longest = String(repeating: "x", count: TextRules.maximumLength)
        #expect(try TextRules.normalizedTitle(longest + " ", field: "title") == longest)
    }

    @Test("a title of white space only is empty, and refused", arguments: [" ", "\t\r\n", "\u{3000}"])
    func whiteSpaceOnlyIsEmpty(_ text: String) {
        #expect(throws: ValidationError(field: "title", problem: .empty)) {
            try TextRules.normalizedTitle(text, field: "title")
        }
    }
}
