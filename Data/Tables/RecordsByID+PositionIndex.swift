import Foundation

/// The hash index of ``RecordsByID``: from an id to the position of its record in the array.
///
/// `[UUID: Int]` hashed each id with a freshly seeded SipHash and kept 24-byte buckets; loading
/// 100,000 todos spent a tenth of its time there. This is open addressing with linear probing
/// over 8-byte slots, at most half full, each holding a record's position and a few bits of its
/// id's hash, so that a probe reads the record (to compare ids) only when those bits match.
/// The hash multiplies the id's two halves, each mixed with a seed drawn once per process, so
/// that ids chosen by a client cannot be picked to collide.
struct PositionIndex: Sendable {
    /// Per slot: 0 when empty, else the position plus one in the low ``positionBits`` and the top
    /// bits of the hash above them.
    private var slots: [UInt64] = []
    private(set) var count = 0

    private static let positionBits: UInt64 = 40
    private static let positionMask: UInt64 = (1 << positionBits) - 1

    /// The position of the record with `id`, comparing with the ids of `values`.
    func position<Record: TableRecord>(of id: UUID, in values: [Record]) -> Int? {
        guard !slots.isEmpty else { return nil }
        let probed = probe(id, hash: Self.hash(id), in: values)
        return probed.found ? Int(slots[probed.slot] & Self.positionMask) - 1 : nil
    }

    /// Indexes `position` under `id`, which the index must not hold yet.
    mutating func insert<Record: TableRecord>(_ id: UUID, at position: Int, in values: [Record]) {
        if (count + 1) * 2 > slots.count { grow(toHold: count + 1, in: values) }
        place(Self.hash(id), position: position)
        count += 1
    }

    /// Indexes `position` under `id` unless the index holds `id` already (then false): one probe
    /// sequence for both, as a snapshot's load indexes every record.
    mutating func insertIfAbsent<Record: TableRecord>(_ id: UUID, at position: Int, in values: [Record]) -> Bool {
        if (count + 1) * 2 > slots.count { grow(toHold: count + 1, in: values) }
        let hash = Self.hash(id)
        let probed = probe(id, hash: hash, in: values)
        guard !probed.found else { return false }
        slots[probed.slot] = Self.tag(hash) | UInt64(position + 1)
        count += 1
        return true
    }

    /// Removes `id`, returning its position, or nil when the index does not hold it.
    mutating func remove<Record: TableRecord>(_ id: UUID, in values: [Record]) -> Int? {
        guard !slots.isEmpty else { return nil }
        let probed = probe(id, hash: Self.hash(id), in: values)
        guard probed.found else { return nil }
        let position = Int(slots[probed.slot] & Self.positionMask) - 1
        vacate(probed.slot, in: values)
        count -= 1
        return position
    }

    /// The slot that holds `id` (found), or the empty slot where its probe sequence ends: the one
    /// walk from `hash`'s home slot that lookups, inserts and removals all take. A slot's record
    /// is read (to compare ids) only when the slot's hash bits match. `slots` must not be empty.
    @inline(__always)
    private func probe<Record: TableRecord>(
        _ id: UUID, hash: UInt64, in values: [Record]
    ) -> (slot: Int, found: Bool) {
        let tag = Self.tag(hash)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 {
            let entry = slots[slot]
            if entry & ~Self.positionMask == tag, values[Int(entry & Self.positionMask) - 1].id == id {
                return (slot, true)
            }
            slot = (slot + 1) & mask
        }
        return (slot, false)
    }

    /// Points `id`'s entry, now at `old`, to `new`: a record moved within the array.
    mutating func move(_ id: UUID, from old: Int, to new: Int) {
        guard !slots.isEmpty else { return }
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: Self.hash(id)) & mask
        while slots[slot] != 0 {
            if Int(slots[slot] & Self.positionMask) - 1 == old {
                slots[slot] = slots[slot] & ~Self.positionMask | UInt64(new + 1)
                return
            }
            slot = (slot + 1) & mask
        }
    }

    /// Makes room for `count` entries in all without growing again.
    mutating func reserveCapacity<Record: TableRecord>(_ count: Int, in values: [Record]) {
        if count * 2 > slots.count { grow(toHold: count, in: values) }
    }

    // MARK: Slots

    /// Stores an entry in the first empty slot from `hash`'s.
    private mutating func place(_ hash: UInt64, position: Int) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = Self.tag(hash) | UInt64(position + 1)
    }

    /// Empties `slot` and shifts back the entries after it that probing would no longer reach
    /// (deletion without tombstones: every entry stays reachable from its home slot).
    private mutating func vacate<Record: TableRecord>(_ slot: Int, in values: [Record]) {
        let mask = slots.count - 1
        var hole = slot
        var next = (slot + 1) & mask
        while slots[next] != 0 {
            let position = Int(slots[next] & Self.positionMask) - 1
            let home = Int(truncatingIfNeeded: Self.hash(values[position].id)) & mask
            // The entry may fill the hole when its home is not in the cyclic range (hole, next].
            let reachable = hole <= next ? (home > hole && home <= next) : (home > hole || home <= next)
            if !reachable {
                slots[hole] = slots[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        slots[hole] = 0
    }

    /// Rebuilds the slots, at least twice `count` of them, a power of two.
    private mutating func grow<Record: TableRecord>(toHold count: Int, in values: [Record]) {
        var capacity = 16
        while capacity < count * 2 { capacity *= 2 }
        let old = slots
        slots = [UInt64](repeating: 0, count: capacity)
        for entry in old where entry != 0 {
            let position = Int(entry & Self.positionMask) - 1
            place(Self.hash(values[position].id), position: position)
        }
    }

    // MARK: Hashing

    private static func hash(_ id: UUID) -> UInt64 {
        let bits = IDBits(id)
        let product = (bits.high ^ hashSeed.0).multipliedFullWidth(by: bits.low ^ hashSeed.1)
        return product.high ^ product.low
    }

    /// The hash's bits above the position's, as a slot keeps them.
    private static func tag(_ hash: UInt64) -> UInt64 {
        hash & ~positionMask
    }
}

/// Drawn once per process, as Swift's `Hasher` seeds itself.
private let hashSeed = (UInt64.random(in: .min ... .max), UInt64.random(in: .min ... .max))
