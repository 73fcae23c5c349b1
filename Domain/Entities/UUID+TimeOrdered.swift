import Foundation

extension UUID {
    /// How many steps the clock at the start of a time-ordered id's last group takes per second:
    /// 4096, three hex digits, about 0.24 ms each.
    private static let lastGroupClockSteps: Double = 4_096

    /// A new time-ordered id (UUID version 7, RFC 9562): 48 bits of Unix time in milliseconds,
    /// 26 random bits, then the last group: three hex digits of the fraction of the second it
    /// was made, in 4096ths, then nine random ones.
    ///
    /// Why time in both places: ids made one after another sort together by their start, so a
    /// store's id index grows at its end. People see and type the last group (see
    /// `isTimeOrdered` and ``IDPrefix``), and the index on that group then takes a batch of new
    /// ids at one place too, instead of at random places across the whole index. The clock turns
    /// over every second, so ids made seconds apart show digits as varied as random ones. Ids
    /// made in one burst share the clock's digits more often and differ in the five random
    /// digits shown: 100,000 made within a tenth of a second show about a dozen eight-digit forms
    /// twice, where random ids would show one; a ninth digit tells those apart.
    public static func timeOrdered(at date: Date = Date()) -> UUID {
        // The 62 random bits come from one draw: each draw is a system call on Linux.
        var generator = SystemRandomNumberGenerator()
        let random: UInt64 = generator.next()
        let milliseconds = UInt64(clamping: max(0, date.millisecondsSince1970)) & 0xFFFF_FFFF_FFFF
        let high = milliseconds << 16 | 0x7000 | random & 0x0FFF
        let low =
            0x8000_0000_0000_0000 | (random >> 12 & 0x3FFF) << 48 | lastGroupClock(date) << 36
            | random >> 26 & 0xF_FFFF_FFFF
        return UUID(high: high, low: low)
    }

    /// The step of its second `date` falls in, 0 to 4095; 0 for a date that is not finite.
    private static func lastGroupClock(_ date: Date) -> UInt64 {
        let seconds = date.timeIntervalSince1970
        let step = ((seconds - seconds.rounded(.down)) * lastGroupClockSteps).rounded(.down)
        return step.isFinite ? UInt64(min(max(step, 0), lastGroupClockSteps - 1)) : 0
    }

    /// Whether this is a time-ordered (version 7) id, whose leading digits are the time it was
    /// made and so are shared by ids made close together: such ids are shown and typed by the
    /// start of their last group, which tells them apart (see ``timeOrdered(at:)``).
    public var isTimeOrdered: Bool {
        uuid.6 >> 4 == 7
    }
}

extension UUID {
    /// The id whose first eight bytes are `high` and last eight `low`, each big-endian.
    init(high: UInt64, low: UInt64) {
        func byte(_ value: UInt64, _ index: UInt64) -> UInt8 {
            UInt8(truncatingIfNeeded: value >> (56 - 8 * index))
        }
        self.init(
            uuid: (
                byte(high, 0), byte(high, 1), byte(high, 2), byte(high, 3),
                byte(high, 4), byte(high, 5), byte(high, 6), byte(high, 7),
                byte(low, 0), byte(low, 1), byte(low, 2), byte(low, 3),
                byte(low, 4), byte(low, 5), byte(low, 6), byte(low, 7)
            ))
    }
}
