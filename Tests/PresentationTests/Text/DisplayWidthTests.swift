import Presentation
import Testing

@Suite("Terminal display width")
struct DisplayWidthTests {
    @Test(
        "each character takes the cells a terminal gives it",
        arguments: [
            ("a", 1), ("é", 1), ("e\u{301}", 1), ("日", 2), ("ｈ", 2), ("한", 2), ("😀", 2),
            ("👨‍👩‍👧", 2), ("❤️", 2), ("🇫🇷", 2), ("\u{301}", 0), ("\u{200B}", 0),
        ] as [(String, Int)])
    func characterWidths(text: String, cells: Int) {
        #expect(text.terminalWidth == cells)
    }

    @Test("a mixed string is the sum of its characters")
    func mixedString() {
        #expect("日本語 ok 😀".terminalWidth == 6 + 1 + 2 + 1 + 2)
    }
}
