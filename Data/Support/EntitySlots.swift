import Synchronization

/// Room in a store for the shared state of entities added after the store was written (by
/// `scripts/scaffold`): an entity's in-memory table or change broadcaster lives in its store's
/// slots, so it is shared by every data source of that store and goes when the store goes, with
/// no registry outside the store.
final class EntitySlots: Sendable {
    private let values = Mutex<[ObjectIdentifier: any Sendable]>([:])

    /// The value kept under `key`, made by `make` the first time it is asked for.
    func value<Value: Sendable>(for key: Any.Type, make: () -> Value) -> Value {
        values.withLock { values in
            if let existing = values[ObjectIdentifier(key)] as? Value { return existing }
            let value = make()
            values[ObjectIdentifier(key)] = value
            return value
        }
    }
}
