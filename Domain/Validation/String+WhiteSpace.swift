/// White space as titles and names are trimmed of it, in one place for Domain and the stores.
extension Unicode.Scalar {
    /// Whether titles are trimmed of this scalar: exactly Foundation's
    /// `CharacterSet.whitespacesAndNewlines` (a test checks every scalar), which is Unicode's
    /// `White_Space` (tab, the line breaks U+000A–U+000D, U+0085, U+2028 and U+2029, the space
    /// separators) and also U+200B ZERO WIDTH SPACE, which Foundation counts as a space.
    public var isWhiteSpace: Bool {
        switch value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200B, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000:
            true
        default:
            false
        }
    }
}

extension String {
    /// The text without the white space and line breaks around it, as Foundation's
    /// `trimmingCharacters(in: .whitespacesAndNewlines)` gives it, scalar by scalar.
    ///
    /// Written out because on Linux Foundation trims through `NSString`, converting the whole
    /// text to UTF-16 and back: that was a fifth of the CPU time of importing 100,000 todos,
    /// each title checked twice. Text with nothing to trim, the usual case, is returned as it is.
    public func trimmingWhiteSpace() -> String {
        let scalars = unicodeScalars
        guard let start = scalars.firstIndex(where: { !$0.isWhiteSpace }),
            let last = scalars.lastIndex(where: { !$0.isWhiteSpace })
        else { return "" }
        if start == scalars.startIndex, last == scalars.index(before: scalars.endIndex) {
            return self
        }
        return String(scalars[start...last])
    }
}
