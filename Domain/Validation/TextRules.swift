import Foundation

/// The rules every short user-visible text (a todo's title, a project's name) follows.
public enum TextRules {
    /// The most characters a title or name may have, counted as a person sees them
    /// (`Character`s: "é" and "👨‍👩‍👧" are one each).
    public static let maximumLength = 500

    /// `text` trimmed of surrounding white space and new lines, or the reason it is not allowed.
    ///
    /// - Parameters:
    ///   - text: what the person typed.
    ///   - field: the name the error reports, e.g. `title`.
    public static func normalizedTitle(_ text: String, field: String) throws(ValidationError) -> String {
        if isNormalASCII(text) { return text }
        let trimmed = try storable(text, field: field).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else {
            throw ValidationError(field: field, problem: .empty)
        }
        let length = trimmed.count
        guard length <= maximumLength else {
            throw ValidationError(field: field, problem: .tooLong(length: length, maximum: maximumLength))
        }
        return trimmed
    }

    /// Whether `text` is already what ``normalizedTitle(_:field:)`` makes of it, told from its
    /// bytes alone in one pass: ASCII without NUL, not empty, neither starting nor ending with
    /// white space (in ASCII, `whitespacesAndNewlines` is tab, U+000A to U+000D and space), and
    /// no more bytes than the limit (an ASCII character is at least one byte). Most titles are,
    /// and then nothing is copied: on Linux `trimmingCharacters` goes through `NSString`,
    /// converting the text to UTF-16 and back, which was 36% of opening a file store of 100,000
    /// todos. Any other text takes the general path, which also words the refusal.
    private static func isNormalASCII(_ text: String) -> Bool {
        let bytes = text.utf8
        guard let first = bytes.first, let last = bytes.last, bytes.count <= maximumLength else { return false }
        let isWhiteSpace = { (byte: UInt8) in byte == UInt8(ascii: " ") || (0x09...0x0D).contains(byte) }
        return !isWhiteSpace(first) && !isWhiteSpace(last) && bytes.allSatisfy { (0x01..<0x80).contains($0) }
    }

    /// `text` as given, or the reason it is not allowed: it holds U+0000 (NUL). One rule for every
    /// store: PostgreSQL cannot keep NUL in text at all, and C strings (libpq's, SQLite's shell's)
    /// end at it, so a text that holds one is refused before any store sees it.
    ///
    /// - Parameters:
    ///   - text: what the person typed.
    ///   - field: the name the error reports, e.g. `notes`.
    public static func storable(_ text: String, field: String) throws(ValidationError) -> String {
        guard !text.utf8.contains(0) else {
            let reason = "it holds the character U+0000 (NUL), which cannot be stored"
            throw ValidationError(field: field, problem: .invalid(reason))
        }
        return text
    }

    /// An optional text as given, or the reason it is not allowed, as for a required text; nil
    /// stays nil.
    public static func storable(_ text: String?, field: String) throws(ValidationError) -> String? {
        guard let text else { return nil }
        let checked: String = try storable(text, field: field)
        return checked
    }

    /// The form of a text that uniqueness is decided on, for a project's name and for a
    /// generated entity's unique field alike: two values whose keys are equal clash. Trimmed the
    /// way validation trims, composed (NFC), case- and width-folded, and composed again, since
    /// folding may leave a letter and its accent apart; so "Home", " HOME" and "ｈｏｍｅ" are one
    /// value, and so are "Café" typed with "é" or with "e" and a combining accent, byte for byte:
    /// SQL stores compare the key's bytes, not its characters.
    public static func uniquenessKey(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespacesAndNewlines).precomposedStringWithCanonicalMapping
            .folding(options: [.caseInsensitive, .widthInsensitive], locale: nil)
            .precomposedStringWithCanonicalMapping
    }
}
