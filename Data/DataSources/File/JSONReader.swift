import Domain
import Foundation

/// Reads the store's JSON straight from its bytes into records, the twin of ``JSONWriter``:
/// opening a store of 100,000 todos with `JSONDecoder` cost seconds, most of it building and
/// walking a generic tree of values that the records then copy out of.
///
/// It reads standard JSON (any key order, any whitespace, every escape) but reports nothing
/// itself: any flaw, or anything it does not read (a number with a fraction for an integer, an
/// escaped key), is a bare ``Failure``, on which the caller decodes the same bytes with the
/// `Codable` path, which either reads them too or names the line, byte and coding path of the
/// flaw exactly as before. So the fast path can never change what a file means or what an error
/// says.
struct JSONReader {
    /// The bytes could not be read by this reader; where it stopped.
    struct Failure: Error {
        let offset: Int
    }

    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0
    /// Whether `bytes` map a file whose pages may be dropped once read (``discardReadPages()``).
    let discardsReadPages: Bool
    /// Where the pages not dropped yet begin.
    var keptFrom = 0

    /// A reader at the start of `bytes`, which must outlive it. With `discardingReadPages`, `bytes`
    /// must be a read-only mapping of a file that nothing rewrites in place (the store only ever
    /// renames a new file over the old): the reader drops the pages it has read from memory, so
    /// that reading a file never holds all of it at once; reading them again reads the file.
    init(_ bytes: UnsafeBufferPointer<UInt8>, discardingReadPages: Bool = false) {
        self.bytes = bytes
        discardsReadPages = discardingReadPages
    }

    /// How many bytes are left to read.
    var remainingCount: Int { bytes.count - position }

    /// A failure at the current position.
    func failure() -> Failure {
        Failure(offset: position)
    }

    /// Reads an object, calling `member` with each key; `member` must read the key's value.
    mutating func members(_ member: (inout JSONReader, Key) throws(Failure) -> Void) throws(Failure) {
        try expect(UInt8(ascii: "{"))
        if consume(UInt8(ascii: "}")) { return }
        repeat {
            let key = try key()
            try expect(UInt8(ascii: ":"))
            try member(&self, key)
        } while consume(UInt8(ascii: ","))
        try expect(UInt8(ascii: "}"))
    }

    /// Reads an array, calling `element` to read each of its values.
    mutating func elements(_ element: (inout JSONReader) throws(Failure) -> Void) throws(Failure) {
        try expect(UInt8(ascii: "["))
        if consume(UInt8(ascii: "]")) { return }
        repeat {
            try element(&self)
            if discardsReadPages { discardReadPages() }
        } while consume(UInt8(ascii: ","))
        try expect(UInt8(ascii: "]"))
    }

    /// Reads past one value of any kind.
    mutating func skipValue() throws(Failure) {
        skipWhitespace()
        guard position < bytes.count else { throw failure() }
        switch bytes[position] {
        case UInt8(ascii: "{"): try members { reader, _ throws(Failure) in try reader.skipValue() }
        case UInt8(ascii: "["): try elements { reader throws(Failure) in try reader.skipValue() }
        case UInt8(ascii: "\""): _ = try string()
        case UInt8(ascii: "t"), UInt8(ascii: "f"): _ = try bool()
        case UInt8(ascii: "n"): guard null() else { throw failure() }
        default: _ = try int64()
        }
    }

    /// Checks that nothing but whitespace follows.
    mutating func end() throws(Failure) {
        skipWhitespace()
        guard position == bytes.count else { throw failure() }
    }

    /// An object's key, unescaped keys only (the store writes no other).
    struct Key {
        let bytes: UnsafeBufferPointer<UInt8>

        /// True when the key is `name`.
        func `is`(_ name: StaticString) -> Bool {
            guard name.utf8CodeUnitCount == bytes.count else { return false }
            let name = name.utf8Start
            for index in 0..<bytes.count where name[index] != bytes[index] {
                return false
            }
            return true
        }

        /// The key as text.
        var text: String { String(decoding: bytes, as: UTF8.self) }
    }

    private mutating func key() throws(Failure) -> Key {
        skipWhitespace()
        try expect(UInt8(ascii: "\""))
        let start = position
        while position < bytes.count, bytes[position] != UInt8(ascii: "\"") {
            guard bytes[position] != UInt8(ascii: "\\"), bytes[position] >= 0x20 else { throw failure() }
            position += 1
        }
        guard position < bytes.count else { throw failure() }
        let key = Key(bytes: UnsafeBufferPointer(rebasing: bytes[start..<position]))
        position += 1
        return key
    }

    mutating func expect(_ byte: UInt8) throws(Failure) {
        guard consume(byte) else { throw failure() }
    }

    /// Reads `byte` after any whitespace if it comes next.
    mutating func consume(_ byte: UInt8) -> Bool {
        skipWhitespace()
        return consumeByte(byte)
    }

    mutating func consumeByte(_ byte: UInt8) -> Bool {
        guard position < bytes.count, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    @inline(__always)
    func matches(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard position + count <= bytes.count, let base = bytes.baseAddress else { return false }
        let here = UnsafeRawPointer(base + position)
        let text = UnsafeRawPointer(word.utf8Start)
        // Every record's keys pass here. A word of 8 to 16 bytes (each key with its quotes and
        // colon) is two 8-byte loads, which may overlap, inline: a `memcmp` call cost more than
        // the comparison; anything else is one `memcmp`, not a loop with a bounds check per byte.
        guard count >= 8, count <= 16 else { return memcmp(here, text, count) == 0 }
        return here.loadUnaligned(as: UInt64.self) == text.loadUnaligned(as: UInt64.self)
            && here.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
                == text.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
    }

    /// Reads `text` when the bytes at the position are exactly it, whitespace included: the fast
    /// path of a record through the very layout the store writes (``JSONWriter``), whose caller
    /// goes back to where it began and reads the general way when this is false.
    @inline(__always)
    mutating func literal(_ text: StaticString) -> Bool {
        guard matches(text) else { return false }
        position += text.utf8CodeUnitCount
        return true
    }

    mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return
            }
        }
    }
}
