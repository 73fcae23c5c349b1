import Foundation

/// The bytes of an import file, from a path or from standard input alike, checked to be UTF-8
/// before anything is parsed: a file in another encoding is refused with the line it goes wrong
/// on, never stored with U+FFFD in place of what it said.
public enum ImportText {
    /// Why the bytes are not text an import can read.
    public struct NotUTF8: Error, Equatable, Sendable, CustomStringConvertible {
        /// The first line holding bytes that are not UTF-8, counting from 1.
        public let line: Int

        /// What went wrong and what to do; the line is for the caller to name with the file.
        public var description: String {
            "not UTF-8 text; convert the file to UTF-8 (e.g. with iconv) and import it again"
        }
    }

    /// `data` as a string, or the first line that is not UTF-8.
    public static func decode(_ data: Data) throws(NotUTF8) -> String {
        if let text = String(bytes: data, encoding: .utf8) { return text }
        // A line feed is never part of a UTF-8 sequence, so the bad bytes lie within one line.
        let lines = data.split(separator: 0x0A, omittingEmptySubsequences: false)
        let broken = lines.firstIndex { String(bytes: $0, encoding: .utf8) == nil } ?? 0
        throw NotUTF8(line: broken + 1)
    }
}
