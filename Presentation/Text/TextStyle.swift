/// The few ANSI styles the views use, applied only when the terminal allows them.
enum TextStyle: String {
    case bold = "1"
    case dim = "2"
    case red = "31"
    case green = "32"
    case yellow = "33"
    case cyan = "36"

    /// `text` wrapped in the escape codes of `styles` when `enabled`, unchanged otherwise.
    static func apply(_ styles: [TextStyle], to text: String, enabled: Bool) -> String {
        guard enabled, !styles.isEmpty, !text.isEmpty else { return text }
        let codes = styles.map(\.rawValue).joined(separator: ";")
        return "\u{1B}[\(codes)m\(text)\u{1B}[0m"
    }
}
