import Domain
import Foundation
import Testing

@Suite("White space trimming")
struct WhiteSpaceTrimmingTests {
    @Test("a scalar is white space exactly when Foundation's whitespacesAndNewlines holds it")
    func everyScalarAgreesWithFoundation() {
        let foundation = CharacterSet.whitespacesAndNewlines
        let disagreeing = (0...0x10FFFF).compactMap(Unicode.Scalar.init).filter {
            $0.isWhiteSpace != foundation.contains($0)
        }
        #expect(disagreeing.map { String($0.value, radix: 16) } == [])
    }

    @Test(
        "text is trimmed as Foundation trims it",
        arguments: [
            "", " ", "\t\n\r\u{0B}\u{0C}", "plain", "  both  ", "\r\nline\r\n", "\u{3000}ideographic\u{3000}",
            "\u{A0}no-break\u{2009}", "\u{85}next line\u{2028}\u{2029}", " \u{301}combining after a space",
            "inner  space\tkept", "👨‍👩‍👧 family ", "\u{200B}zero width space\u{200B}",
            "\u{200C}zero width non-joiner\u{200D}",
            "\u{FEFF}byte order mark\u{FEFF}", "é\u{0301} ", "\u{1680}ogham\u{205F}\u{202F}",
        ])
    func trimsAsFoundationDoes(_ text: String) {
        #expect(text.trimmingWhiteSpace() == text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    @Test("random mixes of white space, marks, emoji and letters trim as Foundation trims them")
    func randomTextTrimsAsFoundationDoes() {
        let pieces = [
            " ", "\t", "\n", "\r\n", "\u{A0}", "\u{2003}", "\u{3000}", "\u{85}", "a", "Z", "é", "\u{301}",
            "🏠", "👨‍👩‍👧", "\u{200B}", "中", "\u{FEFF}",
        ]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let mismatches = (0..<5_000).compactMap { _ -> String? in
            let text = (0..<next(9)).map { _ in pieces[next(pieces.count)] }.joined()
            return text.trimmingWhiteSpace() == text.trimmingCharacters(in: .whitespacesAndNewlines) ? nil : text
        }
        #expect(mismatches == [])
    }

    @Test("text with nothing around it comes back unchanged")
    func untrimmedTextIsUnchanged() {
        let text = "Buy milk, then 🥛"
        #expect(text.trimmingWhiteSpace() == text)
        #expect("  \u{3000}\n".trimmingWhiteSpace().isEmpty)
    }
}
