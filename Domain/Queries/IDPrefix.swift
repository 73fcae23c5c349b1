import Foundation

/// The start of an id as a person types it, git style: hex digits in either case, hyphens
/// ignored. Every store answers "which records' ids start with this" through its id index
/// (the repositories' `fetch(idPrefix:limit:)`), so naming a record by a few digits costs the
/// same with a thousand records as with a million.
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

    /// Whether `id`'s hex digits start with this prefix.
    public func matches(_ id: UUID) -> Bool {
        id.uuidString.lowercased().filter { $0 != "-" }.hasPrefix(digits)
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
