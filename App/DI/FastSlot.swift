/// What the hot path reads from a table: the key's type identities inline (so probing does not
/// dereference the entry) and unretained references to the entry and its home table. The table
/// keeps both alive through its strong `slots`, so reading a `FastSlot` costs no reference
/// counting, and copying one is a plain memory copy. `@unchecked Sendable`: it is immutable and
/// points only at immutable, `Sendable` objects.
@usableFromInline
struct FastSlot: @unchecked Sendable {
    @usableFromInline let service: ObjectIdentifier
    @usableFromInline let arguments: ObjectIdentifier
    @usableFromInline let argumentCount: Int
    @usableFromInline let entry: Unmanaged<RegistrationEntry>
    @usableFromInline let home: Unmanaged<RegistrationTable>?

    @usableFromInline
    init(_ slot: TableSlot) {
        self.service = slot.entry.key.service
        self.arguments = slot.entry.key.arguments
        self.argumentCount = slot.entry.key.argumentCount
        self.entry = Unmanaged.passUnretained(slot.entry)
        self.home = slot.home.map { Unmanaged.passUnretained($0) }
    }

    /// Runs `body` with the entry as its concrete type, without retaining it. The caller knows the
    /// type because the key (service and argument types) matched.
    @inlinable @inline(__always)
    func withEntry<Service, Arguments, Result>(
        as entryType: ServiceEntry<Service, Arguments>.Type,
        _ body: (ServiceEntry<Service, Arguments>) -> Result
    ) -> Result {
        entry._withUnsafeGuaranteedRef { body(unsafeDowncast($0, to: entryType)) }
    }

    /// The home table as a strong reference, for the slow path.
    @inlinable
    var homeTable: RegistrationTable? {
        home?.takeUnretainedValue()
    }
}
