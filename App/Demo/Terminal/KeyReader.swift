#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A key, as the interactive mode understands it.
enum Key: Equatable {
    case character(Character)
    case up
    case down
    case left
    case right
    case home
    case end
    case delete
    case enter
    case backspace
    case escape
    case interrupt
    case endOfInput
    /// Text the terminal says was pasted (bracketed paste): text, never commands.
    case paste(String)
    /// The window changed size (SIGWINCH): draw again.
    case resize
    /// A complete escape sequence with no meaning here (F-keys, Insert, Page Up and Down, mouse,
    /// focus): ignored.
    case ignored
}

/// Reads keys from standard input in raw mode: UTF-8 characters, and escape sequences parsed
/// whole (CSI `ESC [ parameters final` and SS3 `ESC O final`), so that a key the mode does not
/// use is ignored rather than read as Escape. Escape alone is Escape once nothing follows it for
/// a moment. A window resize wakes the reader at once.
enum KeyReader {
    /// How long to wait for the rest of a sequence before taking ESC as the Escape key. Terminals
    /// send a key's sequence in one write, so this only needs to outlast a loaded machine.
    static let sequenceTimeout: Int32 = 100

    /// The next key; blocks until one is pressed or the window is resized.
    static func next() -> Key {
        if Input.shared.takeResize() { return .resize }
        guard let byte = Input.shared.readByte(timeout: -1) else {
            return Input.shared.takeResize() ? .resize : .endOfInput
        }
        switch byte {
        case 3: return .interrupt
        case 4: return .endOfInput
        case 13, 10: return .enter
        case 127, 8: return .backspace
        case 27: return escapeSequence()
        default: return .character(decodeUTF8(startingWith: byte))
        }
    }

    private static func escapeSequence() -> Key {
        guard let second = read() else { return .escape }
        switch second {
        case UInt8(ascii: "["): return controlSequence()
        case UInt8(ascii: "O"):
            guard let final = read() else { return .ignored }
            return finalKey(final) ?? .ignored
        default:
            // Alt with a key (ESC x): nothing here uses it.
            return .ignored
        }
    }

    /// `ESC [`, then parameter bytes (0x30-0x3F), intermediate bytes (0x20-0x2F) and one final
    /// byte (0x40-0x7E), as ECMA-48 defines a control sequence.
    private static func controlSequence() -> Key {
        var parameters: [UInt8] = []
        while let byte = read() {
            switch byte {
            case 0x20...0x3F:
                parameters.append(byte)
            case 0x40...0x7E:
                let text = String(decoding: parameters, as: UTF8.self)
                if byte == UInt8(ascii: "~") { return tildeKey(text) }
                return finalKey(byte) ?? .ignored
            default:
                return .ignored
            }
        }
        return .ignored
    }

    private static func finalKey(_ byte: UInt8) -> Key? {
        switch byte {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        default: nil
        }
    }

    /// `ESC [ N ~` keys (VT220 style), and the start of a bracketed paste.
    private static func tildeKey(_ parameters: String) -> Key {
        switch parameters.split(separator: ";").first ?? "" {
        case "1", "7": .home
        case "4", "8": .end
        case "3": .delete
        case "200": .paste(pastedText())
        default: .ignored
        }
    }

    /// Everything up to `ESC [ 201 ~`, read in one pass.
    private static func pastedText() -> String {
        let terminator: [UInt8] = [27, 91, 50, 48, 49, 126]
        var bytes: [UInt8] = []
        while let byte = Input.shared.readByte(timeout: 1000) {
            bytes.append(byte)
            if byte == 126, bytes.count >= terminator.count, bytes.suffix(terminator.count).elementsEqual(terminator) {
                bytes.removeLast(terminator.count)
                break
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func read() -> UInt8? {
        Input.shared.readByte(timeout: sequenceTimeout)
    }

    private static func decodeUTF8(startingWith first: UInt8) -> Character {
        let length = first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : first >= 0xC0 ? 2 : 1
        var bytes = [first]
        while bytes.count < length, let next = read() {
            bytes.append(next)
        }
        return String(decoding: bytes, as: UTF8.self).first ?? "\u{FFFD}"
    }
}
