extension Page {
    /// The page of `elements` in the order `areInIncreasingOrder` (a strict total order): the same
    /// as sorting them all and then skipping ``offset`` and taking ``limit``, without sorting all
    /// of them when the page ends early. Listing the first 10 of 100,000 todos keeps the 10 least
    /// seen so far, O(n log 10) comparisons and no moves of the rest, instead of sorting 100,000.
    public func window<Element>(
        of elements: [Element], sortedBy areInIncreasingOrder: (Element, Element) -> Bool
    ) -> [Element] {
        let skipped = max(0, offset)
        let (end, overflow) = skipped.addingReportingOverflow(max(0, limit))
        guard !overflow, end < elements.count / 8 else {
            return Array(elements.sorted(by: areInIncreasingOrder).dropFirst(skipped).prefix(max(0, limit)))
        }
        guard end > 0 else { return [] }
        var least: [Element] = []
        least.reserveCapacity(end + 1)
        // By index, so that an element that does not make the page is compared in place, never copied.
        for index in elements.indices {
            if least.count == end {
                guard areInIncreasingOrder(elements[index], least[end - 1]) else { continue }
                least.removeLast()
            }
            // The first position whose element comes after this one.
            var low = 0
            var high = least.count
            while low < high {
                let middle = (low + high) / 2
                if areInIncreasingOrder(elements[index], least[middle]) { high = middle } else { low = middle + 1 }
            }
            least.insert(elements[index], at: low)
        }
        return Array(least.dropFirst(skipped))
    }
}
