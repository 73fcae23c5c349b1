/// The frozen registrations of a container (its own and those it inherits), read without locks.
/// Unnamed keys, the hot path, live in an open-addressing array probed with a multiplicative hash
/// of the two type identities; named keys use a dictionary.
final class RegistrationTable: Sendable {
    /// Every resolvable registration, in registration order (inherited ones first).
    let slots: [TableSlot]
    /// Keys registered twice and so refused, with a readable form for the error.
    let refusedKeys: [ServiceKey: ServiceDescription]
    private let unnamed: ContiguousArray<TableSlot?>
    private let mask: Int
    private let named: [ServiceKey: TableSlot]

    init(slots: [TableSlot], refusedKeys: [ServiceKey: ServiceDescription]) {
        self.slots = slots
        self.refusedKeys = refusedKeys
        let unnamedSlots = slots.filter { $0.entry.key.name == nil }
        var capacity = 8
        while capacity < unnamedSlots.count * 2 {
            capacity *= 2
        }
        var table = ContiguousArray<TableSlot?>(repeating: nil, count: capacity)
        for slot in unnamedSlots {
            var index = Self.index(of: slot.entry.key, mask: capacity - 1)
            while table[index] != nil {
                index = (index + 1) & (capacity - 1)
            }
            table[index] = slot
        }
        self.unnamed = table
        self.mask = capacity - 1
        var named: [ServiceKey: TableSlot] = [:]
        for slot in slots where slot.entry.key.name != nil {
            named[slot.entry.key] = slot
        }
        self.named = named
    }

    /// The slot answering `key`, if any.
    @inline(__always)
    func slot(for key: ServiceKey) -> TableSlot? {
        guard key.name == nil else {
            return named[key]
        }
        var index = Self.index(of: key, mask: mask)
        while let slot = unnamed[index] {
            let candidate = slot.entry.key
            if candidate.service == key.service, candidate.arguments == key.arguments,
                candidate.argumentCount == key.argumentCount
            {
                return slot
            }
            index = (index + 1) & mask
        }
        return nil
    }

    /// Why `key` cannot be resolved, with the registrations of the same type as near misses.
    func failure(for key: ServiceKey, requested: ServiceDescription) -> ResolutionError {
        let nearMisses = slots.lazy.map(\.entry).filter { $0.key.service == key.service && $0.key != key }
            .map(\.service)
        let reason: ResolutionError.Reason = refusedKeys[key] == nil ? .notRegistered : .registeredTwice
        return ResolutionError(reason: reason, requested: requested, nearMisses: Array(nearMisses))
    }

    @inline(__always)
    private static func index(of key: ServiceKey, mask: Int) -> Int {
        let service = UInt(bitPattern: key.service) &* 0x9E37_79B9_7F4A_7C15
        let arguments = UInt(bitPattern: key.arguments) &* 0xC2B2_AE3D_27D4_EB4F
        let mixed = service ^ arguments ^ UInt(truncatingIfNeeded: key.argumentCount)
        return Int(truncatingIfNeeded: mixed >> 32) & mask
    }
}
