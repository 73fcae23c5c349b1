extension Character {
    /// How many terminal cells this character takes: 2 for East Asian wide and full-width
    /// characters and for emoji, 0 for combining marks, format and control characters standing
    /// alone, 1 otherwise. Measured per `Character` (grapheme cluster), so "é" written as "e" plus
    /// a combining accent is one cell and a family emoji joined with ZWJ is two.
    public var terminalWidth: Int {
        let scalars = unicodeScalars
        guard let first = scalars.first else { return 0 }
        let properties = first.properties
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control:
            return 0
        default:
            break
        }
        // U+FE0F asks for emoji presentation even of a character that is text by default (❤️).
        if properties.isEmojiPresentation || scalars.contains(where: { $0.value == 0xFE0F }) {
            return 2
        }
        return Self.isWide(first.value) ? 2 : 1
    }

    /// East Asian Wide and Fullwidth blocks (Unicode UAX #11), the ones text actually uses.
    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F,  // Hangul Jamo initial consonants
            0x2E80...0x303E,  // CJK radicals, Kangxi, CJK symbols and punctuation
            0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul compatibility, CJK compatibility
            0x3400...0x4DBF,  // CJK extension A
            0x4E00...0x9FFF,  // CJK unified ideographs
            0xA000...0xA4CF,  // Yi
            0xAC00...0xD7A3,  // Hangul syllables
            0xF900...0xFAFF,  // CJK compatibility ideographs
            0xFE30...0xFE4F,  // CJK compatibility forms
            0xFF00...0xFF60,  // full-width forms
            0xFFE0...0xFFE6,  // full-width signs
            0x1F300...0x1F64F,  // pictographs and emoticons without default emoji presentation
            0x1F900...0x1F9FF,  // supplemental symbols and pictographs
            0x20000...0x3FFFD:  // CJK extensions B and later
            return true
        default:
            return false
        }
    }
}

extension StringProtocol {
    /// How many terminal cells the text takes; see ``Swift/Character/terminalWidth``.
    public var terminalWidth: Int {
        reduce(0) { $0 + $1.terminalWidth }
    }
}
