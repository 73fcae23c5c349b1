import Domain
import Testing

/// Entities that refer to one another are created, loaded and imported referred-first, whatever
/// order the scaffold listed them in (sorted by name).
@Suite("Reference order")
struct ReferenceOrderTests {
    private struct Item: Equatable {
        let name: String
        let refersTo: [String]
    }

    private func ordered(_ items: [Item]) -> [String] {
        ReferenceOrder.referredFirst(items, name: \.name, refersTo: \.refersTo).map(\.name)
    }

    @Test("an item listed before what it refers to moves after it; the rest keep their order")
    func referredFirst() {
        let listed = [
            Item(name: "address", refersTo: ["zone"]), Item(name: "customer", refersTo: []),
            Item(name: "order", refersTo: ["customer", "address"]), Item(name: "zone", refersTo: []),
        ]
        #expect(ordered(listed) == ["customer", "zone", "address", "order"])
    }

    @Test("a reference to itself or to something not listed (a hand-written entity) is ignored")
    func selfAndUnlisted() {
        let listed = [Item(name: "node", refersTo: ["node", "project"]), Item(name: "alpha", refersTo: [])]
        #expect(ordered(listed) == ["node", "alpha"])
    }

    @Test("a cycle keeps the listed order rather than losing an item")
    func cycle() {
        let listed = [Item(name: "a", refersTo: ["b"]), Item(name: "b", refersTo: ["a"])]
        #expect(ordered(listed) == ["a", "b"])
    }
}
