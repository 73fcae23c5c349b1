import Foundation

extension TextRules {
    /// The form of a text that uniqueness is decided on, for a project's name and for a
    /// generated entity's unique field alike: two values whose keys are equal clash. Trimmed the
    /// way validation trims, composed (NFC), case- and width-folded, and composed again, since
    /// folding may leave a letter and its accent apart; so "Home", " HOME" and "ｈｏｍｅ" are one
    /// value, and so are "Café" typed with "é" or with "e" and a combining accent, byte for byte:
    /// SQL stores compare the key's bytes, not its characters.
    public static func uniquenessKey(_ text: String) -> String {
        text.trimmingWhiteSpace().precomposedStringWithCanonicalMapping
            .folding(options: [.caseInsensitive, .widthInsensitive], locale: nil)
            .precomposedStringWithCanonicalMapping
    }
}
