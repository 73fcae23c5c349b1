import Testing

@testable import Presentation

@Suite("PromptLine: the line typed into an interactive prompt")
struct PromptLineTests {
    @Test("editing keys move and delete at the cursor; controls are dropped and line breaks become spaces")
    func editing() {
        var line = PromptLine()
        line.insert("Buy mlk")
        line.move(by: -2)
        line.insert("i")
        line.moveToStart()
        line.deleteForward()
        line.moveToEnd()
        line.deleteBackward()
        line.insert("k\u{1B}[2J\u{07}\r\nnow\u{202E}")
        #expect(line.text == "uy milk[2J now")
        #expect(line.cursor == line.characters.count)
    }

    @Test("a long line shows the end around the cursor within the width, with an ellipsis for what is hidden")
    func scrollsSideways() {
        var line = PromptLine()
        line.insert(String(repeating: "0123456789", count: 2000))
        let shown = line.rendered(label: "New todo: ", width: 40, cursorMark: "_")
        #expect((38...40).contains(shown.count))
        #expect(shown.hasPrefix("New todo: …"))
        #expect(shown.hasSuffix("789_"))
        line.moveToStart()
        let start = line.rendered(label: "New todo: ", width: 40, cursorMark: "_")
        #expect(start.hasPrefix("New todo: _0123"))
        #expect(start.hasSuffix("…"))
        #expect(start.count <= 40)
    }
}
