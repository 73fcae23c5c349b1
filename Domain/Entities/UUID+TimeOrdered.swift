import Foundation

extension UUID {
    /// A new time-ordered id (UUID version 7, RFC 9562): 48 bits of Unix time in milliseconds,
    /// the version, then random bits.
    ///
    /// Why time first: ids made one after another sort together, so a store's id index grows at
    /// its end. Ids made close together share those leading digits, so people see and type the
    /// random last group instead (see `isTimeOrdered` and ``IDPrefix``).
    public static func timeOrdered(at date: Date = Date()) -> UUID {
        let milliseconds = UInt64(clamping: max(0, date.millisecondsSince1970))
        // A random id already has RFC 9562's variant bits; the time and version replace its start.
        var bytes = UUID().uuid
        bytes.0 = UInt8(truncatingIfNeeded: milliseconds >> 40)
        bytes.1 = UInt8(truncatingIfNeeded: milliseconds >> 32)
        bytes.2 = UInt8(truncatingIfNeeded: milliseconds >> 24)
        bytes.3 = UInt8(truncatingIfNeeded: milliseconds >> 16)
        bytes.4 = UInt8(truncatingIfNeeded: milliseconds >> 8)
        bytes.5 = UInt8(truncatingIfNeeded: milliseconds)
        bytes.6 = 0x70 | bytes.6 & 0x0F
        return UUID(uuid: bytes)
    }

    /// Whether this is a time-ordered (version 7) id, whose leading digits are the time it was
    /// made and so are shared by ids made close together: such ids are shown and typed by the
    /// start of their last group, which tells them apart (see ``timeOrdered(at:)``).
    public var isTimeOrdered: Bool {
        uuid.6 >> 4 == 7
    }
}
