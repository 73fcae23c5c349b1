import Synchronization

/// What a stub was called with, in order, for the test to read after the call.
final class Calls<Value: Sendable>: Sendable {
    private let values = Mutex<[Value]>([])

    /// Notes one call with `value`.
    func record(_ value: Value) {
        values.withLock { $0.append(value) }
    }

    /// Notes one call with `value` and returns how many there were before it.
    func recordCounting(_ value: Value) -> Int {
        values.withLock { values in
            values.append(value)
            return values.count - 1
        }
    }

    /// Every call's value so far.
    var all: [Value] { values.withLock { $0 } }
}
