/// Where benchmarks put what they produce, so that the optimizer cannot drop the work: the last
/// object is kept (so it escapes and cannot live on the stack) and its address is folded into a
/// checksum that the runner prints at the end.
final class Sink {
    private var lastObject: AnyObject?
    private var lastValue = 0
    /// Folded from every consumed address and value; printed, so it is observably used.
    private(set) var checksum: UInt = 0

    /// Consumes an object: subject and baseline pay the same retain, release and deallocation.
    @inline(never)
    func blackHole(_ object: AnyObject) {
        checksum &+= UInt(bitPattern: ObjectIdentifier(object))
        lastObject = object
    }

    /// Consumes a plain value, for benchmarks that produce numbers rather than objects.
    @inline(never)
    func blackHole(_ value: Int) {
        checksum &+= UInt(bitPattern: value)
        lastValue = value
    }
}
