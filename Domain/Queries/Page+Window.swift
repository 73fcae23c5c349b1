extension Page {
    /// The page of `elements` in the order `areInIncreasingOrder` (a strict total order): the same
    /// as sorting them all and then skipping ``offset`` and taking ``limit``, without sorting all
    /// of them when the page ends early. Listing the first 10 of 100,000 todos keeps the 10 least
    /// seen so far (``LeastElements``), O(n log 10) and no moves of the rest, instead of
    /// sorting 100,000.
    public func window<Element>(
        of elements: [Element], sortedBy areInIncreasingOrder: (Element, Element) -> Bool
    ) -> [Element] {
        let skipped = max(0, offset)
        let (end, overflow) = skipped.addingReportingOverflow(max(0, limit))
        guard !overflow, end < elements.count / 8 else {
            return Array(elements.sorted(by: areInIncreasingOrder).dropFirst(skipped).prefix(max(0, limit)))
        }
        return withoutActuallyEscaping(areInIncreasingOrder) { areInIncreasingOrder in
            var least = LeastElements(capacity: end, by: areInIncreasingOrder)
            // By index, so that an element that does not make the page is compared in place, never copied.
            for index in elements.indices where least.wouldKeep(elements[index]) {
                least.offer(elements[index])
            }
            return Array(least.sorted().dropFirst(skipped))
        }
    }
}
