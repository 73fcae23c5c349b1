/// The frozen registrations of a container (its own and those it inherits), read without locks.
/// Unnamed keys, the hot path, live in an open-addressing array probed with a multiplicative hash
/// of the two type identities; named keys use a dictionary.
///
/// `@unchecked Sendable`: everything is immutable after `init`, including the slot buffer, which
/// is a raw allocation (rather than an array) so that a probe is one load from the table object.
@usableFromInline
final class RegistrationTable: @unchecked Sendable {
    /// Every resolvable registration, in registration order (inherited ones first).
    let slots: [TableSlot]
    /// Keys registered twice and so refused, with a readable form for the error.
    let refusedKeys: [ServiceKey: ServiceDescription]
    @usableFromInline let unnamed: UnsafeMutablePointer<FastSlot?>
    @usableFromInline let mask: Int
    @usableFromInline let named: [ServiceKey: FastSlot]

    init(slots: [TableSlot], refusedKeys: [ServiceKey: ServiceDescription]) {
        self.slots = slots
        self.refusedKeys = refusedKeys
        let unnamedSlots = slots.filter { $0.entry.key.name == nil }
        var capacity = 8
        while capacity < unnamedSlots.count * 2 {
            capacity *= 2
        }
        let table = UnsafeMutablePointer<FastSlot?>.allocate(capacity: capacity)
        table.initialize(repeating: nil, count: capacity)
        for slot in unnamedSlots {
            let key = slot.entry.key
            var index = Self.index(
                service: key.service, arguments: key.arguments, count: key.argumentCount, mask: capacity - 1)
            while table[index] != nil {
                index = (index + 1) & (capacity - 1)
            }
            table[index] = FastSlot(slot)
        }
        self.unnamed = table
        self.mask = capacity - 1
        var named: [ServiceKey: FastSlot] = [:]
        for slot in slots where slot.entry.key.name != nil {
            named[slot.entry.key] = FastSlot(slot)
        }
        self.named = named
    }

    deinit {
        unnamed.deinitialize(count: mask + 1)
        unnamed.deallocate()
    }

    /// The slot answering an unnamed key, if any: a few multiplications and loads.
    @inlinable @inline(__always)
    func slot(service: ObjectIdentifier, arguments: ObjectIdentifier, count: Int) -> FastSlot? {
        var index = Self.index(service: service, arguments: arguments, count: count, mask: mask)
        while let slot = unnamed[index] {
            if slot.service == service, slot.arguments == arguments, slot.argumentCount == count {
                return slot
            }
            index = (index + 1) & mask
        }
        return nil
    }

    /// The slot answering a request, unnamed ones through the open-addressing array.
    @inlinable @inline(__always)
    func lookUp<Service, Arguments>(
        _ serviceType: Service.Type,
        name: String?,
        count: Int,
        arguments: Arguments.Type
    ) -> FastSlot? {
        guard let name else {
            return slot(service: ObjectIdentifier(serviceType), arguments: ObjectIdentifier(arguments), count: count)
        }
        return slot(for: ServiceKey(serviceType, arguments: arguments, count: count, name: name))
    }

    /// The slot answering a named key, if any.
    @usableFromInline
    func slot(for key: ServiceKey) -> FastSlot? {
        named[key]
    }

    /// Why `key` cannot be resolved, with the registrations of the same type as near misses.
    @usableFromInline
    func failure(for key: ServiceKey, requested: ServiceDescription) -> ResolutionError {
        let nearMisses = slots.lazy.map(\.entry).filter { $0.key.service == key.service && $0.key != key }
            .map(\.service)
        let reason: ResolutionError.Reason = refusedKeys[key] == nil ? .notRegistered : .registeredTwice
        return ResolutionError(reason: reason, requested: requested, nearMisses: Array(nearMisses))
    }

    @inlinable
    static func index(service: ObjectIdentifier, arguments: ObjectIdentifier, count: Int, mask: Int) -> Int {
        let mixed =
            (UInt(bitPattern: service) &* 0x9E37_79B9_7F4A_7C15)
            ^ (UInt(bitPattern: arguments) &* 0xC2B2_AE3D_27D4_EB4F) ^ UInt(truncatingIfNeeded: count)
        return Int(truncatingIfNeeded: mixed >> 32) & mask
    }
}
