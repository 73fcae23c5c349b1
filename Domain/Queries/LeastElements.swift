/// The least `capacity` elements offered so far, in a strict total order: what a first page of
/// sorted results needs without sorting (or even holding) every element.
///
/// A heap whose root is the greatest element kept: an element that does not come before it costs
/// one comparison, one that does replaces it in O(log k) swaps, whatever order the elements come
/// in. ``Page/window(of:sortedBy:)`` pages an array with it; stores that scan records (memory,
/// file) offer each match as they map it.
public struct LeastElements<Element> {
    private var heap: [Element] = []
    private let capacity: Int
    private let areInIncreasingOrder: (Element, Element) -> Bool

    /// Keeps at most `capacity` (at least 0) elements, ordered by `areInIncreasingOrder`.
    public init(capacity: Int, by areInIncreasingOrder: @escaping (Element, Element) -> Bool) {
        self.capacity = max(0, capacity)
        self.areInIncreasingOrder = areInIncreasingOrder
        heap.reserveCapacity(self.capacity)
    }

    /// Keeps `element` if it is among the least `capacity` offered so far.
    public mutating func offer(_ element: Element) {
        if heap.count < capacity {
            heap.append(element)
            siftUp(from: heap.count - 1)
        } else if capacity > 0, areInIncreasingOrder(element, heap[0]) {
            heap[0] = element
            siftDown()
        }
    }

    /// Whether `element` would be kept, without offering it: lets a caller skip copying one.
    public func wouldKeep(_ element: Element) -> Bool {
        heap.count < capacity || (capacity > 0 && areInIncreasingOrder(element, heap[0]))
    }

    /// The elements kept, least first.
    public func sorted() -> [Element] {
        heap.sorted(by: areInIncreasingOrder)
    }

    /// Restores the heap (each parent after its children) from `index` up to the root.
    private mutating func siftUp(from index: Int) {
        var child = index
        while child > 0 {
            let parent = (child - 1) / 2
            guard areInIncreasingOrder(heap[parent], heap[child]) else { return }
            heap.swapAt(parent, child)
            child = parent
        }
    }

    /// Restores the heap from the root down, after the root was replaced.
    private mutating func siftDown() {
        var parent = 0
        while true {
            let left = 2 * parent + 1
            var greatest = parent
            if left < heap.count, areInIncreasingOrder(heap[greatest], heap[left]) { greatest = left }
            if left + 1 < heap.count, areInIncreasingOrder(heap[greatest], heap[left + 1]) { greatest = left + 1 }
            guard greatest != parent else { return }
            heap.swapAt(parent, greatest)
            parent = greatest
        }
    }
}
