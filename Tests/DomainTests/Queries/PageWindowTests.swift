import Domain
import Testing

@Suite("A page's window is the page of the fully sorted elements")
struct PageWindowTests {
    @Test("random elements, offsets and limits give what sorting all of them gives")
    func matchesFullSort() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            let count = Int.random(in: 0...400, using: &generator)
            // Pairs with many equal first parts: the order is total only through the second.
            let elements = (0..<count).map { index in (Int.random(in: 0...20, using: &generator), index) }.shuffled()
            let page = Page(limit: Int.random(in: 0...30, using: &generator), offset: Int.random(in: 0...30))
            let order: ((Int, Int), (Int, Int)) -> Bool = { $0 < $1 }
            let expected = Array(elements.sorted(by: order).dropFirst(page.offset).prefix(page.limit))
            let window = page.window(of: elements, sortedBy: order)
            #expect(window.map(\.0) == expected.map(\.0) && window.map(\.1) == expected.map(\.1))
        }
    }

    @Test("a limit so large that offset + limit overflows still gives the rest after the offset")
    func hugeLimit() {
        let window = Page(limit: .max, offset: 3).window(of: Array((0..<100).reversed()), sortedBy: <)
        #expect(window == Array(3..<100))
    }
}
