/// Text on its way to the `demo` console, knowing which parts the program wrote and which came
/// from a person or a store. Literal parts are the program's own; every interpolated value is
/// untrusted and, when the output is a terminal, passes `TerminalSafety` on the way out. So a
/// new message cannot forget to sanitise a title: `"Added \(id)  \(todo.title)"` is safe as it
/// is written.
///
/// Output a view rendered (tables, details) is interpolated with `\(rendered:)`: views sanitise
/// each cell themselves, since they must measure it before styling it. Pipes get untrusted parts
/// as they are, because views already shaped them (tab-separated escaping, JSON).
public struct TerminalText: ExpressibleByStringInterpolation, Sendable, Equatable {
    enum Part: Sendable, Equatable {
        /// Written by the program: styling, screen control, fixed words.
        case trusted(String)
        /// From outside; line breaks shown as `\n` on a terminal.
        case untrusted(String)
        /// From outside, but a message of several lines: line breaks kept.
        case untrustedLines(String)
    }

    var parts: [Part]

    /// Text the program wrote itself.
    public init(stringLiteral value: String) {
        parts = [.trusted(value)]
    }

    /// Text with interpolated values, each of them untrusted unless marked `rendered:`.
    public init(stringInterpolation: StringInterpolation) {
        parts = stringInterpolation.parts
    }

    /// Output of a view, which sanitised what it shows itself.
    public static func rendered(_ text: String) -> TerminalText {
        TerminalText(parts: [.trusted(text)])
    }

    private init(parts: [Part]) {
        self.parts = parts
    }

    /// The text as it should be written: sanitised for a terminal, as it is otherwise.
    public func text(forTerminal isTerminal: Bool) -> String {
        var result = ""
        for part in parts {
            switch part {
            case .trusted(let text): result += text
            case .untrusted(let text):
                result += isTerminal ? TerminalSafety.visible(text, keepingLineBreaks: false) : text
            case .untrustedLines(let text):
                result += isTerminal ? TerminalSafety.visible(text, keepingLineBreaks: true) : text
            }
        }
        return result
    }

    /// Two texts one after the other.
    public static func + (lhs: TerminalText, rhs: TerminalText) -> TerminalText {
        TerminalText(parts: lhs.parts + rhs.parts)
    }

    /// Builds a ``TerminalText`` from a string literal with interpolations.
    public struct StringInterpolation: StringInterpolationProtocol {
        var parts: [Part] = []

        /// Reserves nothing: messages are short.
        public init(literalCapacity: Int, interpolationCount: Int) {}

        /// The literal text between interpolations: the program's own.
        public mutating func appendLiteral(_ literal: String) {
            parts.append(.trusted(literal))
        }

        /// A value from outside (a title, a name, a path, a number): sanitised on a terminal.
        public mutating func appendInterpolation(_ value: some CustomStringConvertible) {
            parts.append(.untrusted(value.description))
        }

        /// A message of several lines from outside: sanitised on a terminal, line breaks kept.
        public mutating func appendInterpolation(lines value: String) {
            parts.append(.untrustedLines(value))
        }

        /// Output a view rendered, or a control sequence the program wrote.
        public mutating func appendInterpolation(rendered value: String) {
            parts.append(.trusted(value))
        }
    }
}
