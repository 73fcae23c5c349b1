import Glibc

/// A key, as the interactive mode understands it.
enum Key: Equatable {
    case character(Character)
    case up
    case down
    case enter
    case backspace
    case escape
    case interrupt
    case endOfInput
}

/// Reads keys from standard input in raw mode, decoding arrow-key escape sequences and UTF-8.
enum KeyReader {
    /// The next key; blocks until one is pressed.
    static func next() -> Key {
        guard let byte = readByte(timeout: -1) else { return .endOfInput }
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
        // A lone Escape has nothing after it; an arrow key sends ESC [ A at once.
        guard let second = readByte(timeout: 50) else { return .escape }
        guard second == UInt8(ascii: "["), let third = readByte(timeout: 50) else { return .escape }
        switch third {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        default: return .escape
        }
    }

    private static func decodeUTF8(startingWith first: UInt8) -> Character {
        let length = first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : first >= 0xC0 ? 2 : 1
        var bytes = [first]
        while bytes.count < length, let next = readByte(timeout: 50) {
            bytes.append(next)
        }
        return String(decoding: bytes, as: UTF8.self).first ?? "\u{FFFD}"
    }

    /// One byte, waiting at most `timeout` milliseconds (-1: forever); nil at end of input or
    /// when the time ran out.
    private static func readByte(timeout: Int32) -> UInt8? {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        while true {
            let ready = poll(&descriptor, 1, timeout)
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { return nil }
            var byte: UInt8 = 0
            let count = read(STDIN_FILENO, &byte, 1)
            if count < 0, errno == EINTR { continue }
            return count == 1 ? byte : nil
        }
    }
}
