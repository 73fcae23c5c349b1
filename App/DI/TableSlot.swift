/// A registration as a table sees it: the entry, and for an entry inherited from a parent whose
/// instances are shared with that parent, the parent's table, where its dependencies are found.
@usableFromInline
struct TableSlot: Sendable {
    /// The registration.
    @usableFromInline let entry: RegistrationEntry
    /// The table of the container that owns the entry's shared instances, when that is not the
    /// table the slot is in.
    @usableFromInline let home: RegistrationTable?
}
