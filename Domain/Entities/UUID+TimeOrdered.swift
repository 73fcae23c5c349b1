import Foundation

extension UUID {
    /// A new time-ordered id (UUID version 7, RFC 9562): 48 bits of Unix time in milliseconds,
    /// then 74 random bits. Ids made one after another sort together, so a store's id index
    /// grows at its end instead of being rewritten at random places; the random tail is what
    /// tells ids apart (see `isTimeOrdered` and ``IDPrefix``).
    public static func timeOrdered(at date: Date = Date()) -> UUID {
        var random = SystemRandomNumberGenerator()
        let milliseconds = UInt64(clamping: max(0, date.millisecondsSince1970)) & 0xFFFF_FFFF_FFFF
        let high = milliseconds << 16 | 0x7000 | random.next() & 0x0FFF
        let low = random.next() & 0x3FFF_FFFF_FFFF_FFFF | 0x8000_0000_0000_0000
        var bytes: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &bytes) { buffer in
            buffer.storeBytes(of: high.bigEndian, toByteOffset: 0, as: UInt64.self)
            buffer.storeBytes(of: low.bigEndian, toByteOffset: 8, as: UInt64.self)
        }
        return UUID(uuid: bytes)
    }

    /// Whether this is a time-ordered (version 7) id, whose leading digits are the time it was
    /// made and so are shared by ids made close together: such ids are shown and typed by the
    /// start of their last group, which is random.
    public var isTimeOrdered: Bool {
        uuid.6 >> 4 == 7
    }
}
