import Foundation

/// The start of an id as a person types it, git style: hex digits in either case, hyphens
/// ignored. Every store answers "which records' ids start with this" through its id index
/// (the repositories' `fetch(idPrefix:limit:)`), so naming a record by a few digits costs the
/// same with a thousand records as with a million.
///
/// A time-ordered id (`UUID.isTimeOrdered`) is shown by the start of its last group, the part
/// that differs (the fraction of the second it was made, then random digits), since its leading
/// digits are the time it was made and ids made together share them; so a prefix also names a
/// time-ordered id whose last group starts with it.
public struct IDPrefix: Hashable, Sendable, CustomStringConvertible {
    /// The digits, lower case, without hyphens: 1 to 32 of them.
    public let digits: String

    /// The prefix `text` names, or nil when it is empty, longer than an id, or holds anything
    /// but ASCII hex digits and hyphens.
    public init?(_ text: String) {
        let digits = text.lowercased().filter { $0 != "-" }
        guard (1...32).contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isHexDigit }) else {
            return nil
        }
        self.digits = digits
    }

    /// The digits, as ``digits``.
    public var description: String { digits }

    /// Whether `id`'s hex digits start with this prefix, or `id` is time-ordered and its last
    /// group does.
    public func matches(_ id: UUID) -> Bool {
        let text = id.uuidString.lowercased()
        if text.filter({ $0 != "-" }).hasPrefix(digits) { return true }
        return id.isTimeOrdered && text.suffix(12).hasPrefix(digits)
    }

    /// How many hex digits the last group of an id has: the longest prefix that can name a
    /// time-ordered id by its tail.
    public static let tailLength = 12

    /// The prefix as the last group of a time-ordered id is written (upper case), or nil when it
    /// is longer than that group.
    public var uuidTailPrefix: String? {
        digits.count <= Self.tailLength ? digits.uppercased() : nil
    }

    /// The prefix as ids are written (`uuidString`): upper case, with the hyphens where an id
    /// has them, e.g. `3F2A1B2C-9` for `3f2a1b2c9`. Every id whose text starts with this is
    /// one the prefix matches, so a store can look it up as a range of its id index.
    public var uuidTextPrefix: String {
        var text = ""
        for (index, digit) in digits.uppercased().enumerated() {
            if index == 8 || index == 12 || index == 16 || index == 20 { text.append("-") }
            text.append(digit)
        }
        return text
    }
}
