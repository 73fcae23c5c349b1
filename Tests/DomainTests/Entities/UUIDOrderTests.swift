import Domain
import Foundation
import Testing

/// Ties are broken by id in `uuidString` order on every store (SQLite sorts the text key), so the
/// byte order Domain compares by must be that order exactly.
@Suite("An id's order key sorts as its text does")
struct UUIDOrderTests {
    @Test("10,000 random pairs, and ids that differ in one byte, compare as their uuidString does")
    func sameOrderAsText() {
        var generator = SystemRandomNumberGenerator()
        var ids = (0..<10_000).map { _ in UUID() }
        // Ids alike but for one byte, at each place: the comparison must weigh every byte in turn.
        for place in 0..<16 {
            for value: UInt8 in [0x00, 0x09, 0x0A, 0x7F, 0x80, 0xF0, 0xFF] {
                var bytes = UUID().uuid
                withUnsafeMutableBytes(of: &bytes) { $0[place] = value }
                ids.append(UUID(uuid: bytes))
            }
        }
        for _ in 0..<10_000 {
            let lhs = ids.randomElement(using: &generator) ?? UUID()
            let rhs = ids.randomElement(using: &generator) ?? UUID()
            #expect(lhs.precedes(rhs) == (lhs.uuidString < rhs.uuidString), "\(lhs) vs \(rhs)")
        }
        #expect(ids.sorted { $0.precedes($1) } == ids.sorted { $0.uuidString < $1.uuidString })
    }

    @Test("an id does not precede itself")
    func irreflexive() {
        let id = UUID()
        #expect(!id.precedes(id))
    }
}
