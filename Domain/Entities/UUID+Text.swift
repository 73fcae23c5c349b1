import Foundation

extension UUID {
    /// The length of an id's text: 32 hex digits and 4 dashes, as in `uuidString`.
    public static let textLength = 36

    /// The id's text, 8-4-4-4-12 hex digits: upper case by default, exactly `uuidString`; lower
    /// case as scripts expect it.
    public func text(uppercase: Bool = true) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Self.textLength)
        appendText(to: &bytes, uppercase: uppercase)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the id's text (see ``text(uppercase:)``) to `bytes`, for a caller that builds a
    /// line or a column value of bytes.
    public func appendText(to bytes: inout [UInt8], uppercase: Bool = true) {
        let digits = uppercase ? Self.upperCaseDigits : Self.lowerCaseDigits
        let (high, low) = halves
        for index in 0..<32 {
            if index == 8 || index == 12 || index == 16 || index == 20 { bytes.append(UInt8(ascii: "-")) }
            let half = index < 16 ? high : low
            let shift = UInt64(60 - 4 * (index % 16))
            bytes.append(digits[Int(half >> shift & 0xF)])
        }
    }

    private static let upperCaseDigits = Array("0123456789ABCDEF".utf8)
    private static let lowerCaseDigits = Array("0123456789abcdef".utf8)
}
