import Testing

@testable import Presentation

@Suite("TerminalText and the terminal sanitiser")
struct TerminalTextTests {
    @Test("interpolated values are sanitised for a terminal; literals and rendered text are not")
    func interpolationIsUntrusted() {
        let title = "x\u{1B}]0;t\u{07}\u{202E}y\nz"
        let text: TerminalText = "\u{1B}[1mAdded\u{1B}[0m \(title) \(rendered: "\u{1B}[2m")"
        #expect(text.text(forTerminal: true) == "\u{1B}[1mAdded\u{1B}[0m x\\e]0;t\\u{7}\\u{202E}y\\nz \u{1B}[2m")
        #expect(text.text(forTerminal: false) == "\u{1B}[1mAdded\u{1B}[0m \(title) \u{1B}[2m")
    }

    @Test("a message of several lines keeps its line breaks and loses its controls")
    func messageKeepsLines() {
        let text: TerminalText = "error: \(lines: "one\u{1B}[2J\ntwo\r")"
        #expect(text.text(forTerminal: true) == "error: one\\e[2J\ntwo\\r")
    }

    @Test("C0, DEL, C1 and bidi controls are escaped; ordinary text, CJK and emoji are left alone")
    func whatIsEscaped() {
        #expect(
            TerminalSafety.singleLine("\u{0}\u{7F}\u{85}\u{200F}\u{2066}\t")
                == "\\u{0}\\u{7F}\\u{85}\\u{200F}\\u{2066}\\t")
        #expect(TerminalSafety.singleLine("Café 買い物 🥛 \\e") == "Café 買い物 🥛 \\e")
    }
}
