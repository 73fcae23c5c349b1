import Domain
import Testing

/// An enum as the scaffold writes one for `shade:Shade(light,darkBlue,amber)`.
private enum Shade: String, FieldEnum {
    case light
    case darkBlue
    case amber
}

/// A ranked enum as the scaffold writes one for `level:Level:Int(low,medium,high)`.
private enum Level: Int, RankedFieldEnum {
    case low
    case medium
    case high

    static let names = ["low", "medium", "high"]
}

@Suite("FieldEnum: an enum field's cases by name")
struct FieldEnumTests {
    @Test("A case is its name, as text and from text, exactly")
    func names() {
        #expect(Shade.darkBlue.description == "darkBlue" && String(Shade.amber) == "amber")
        #expect(Shade("darkBlue") == .darkBlue)
        #expect(Shade("DarkBlue") == nil && Shade("") == nil)
        #expect(Shade.caseNames == "light, darkBlue, amber")
    }

    @Test("Sorting compares the names code point by code point, as the text columns do")
    func order() {
        func compare(_ lhs: Shade, _ rhs: Shade) -> Int {
            SortKey.compare(SortKey(lhs), SortKey(rhs), missingLastIn: .ascending)
        }
        let sorted = Shade.allCases.sorted { compare($0, $1) < 0 }
        #expect(sorted == [.amber, .darkBlue, .light])
        #expect(compare(.light, .light) == 0)
        #expect(compare(.light, .amber) == 1)
    }

    @Test("A ranked enum is its name as text, its rank as raw value, and sorts by rank, not by name")
    func ranked() {
        #expect(Level.high.description == "high" && Level("medium") == .medium && Level("Medium") == nil)
        #expect(Level.caseNames == "low, medium, high" && Level.high.rawValue == 2)
        #expect(Level.low < .high && !(Level.high < .medium))
        #expect(SortKey(Level.high) == .integer(2) && SortKey(Level?.none) == .missing)
        let sorted = Level.allCases.reversed().sorted {
            SortKey.compare(SortKey($0), SortKey($1), missingLastIn: .ascending) < 0
        }
        #expect(sorted == [.low, .medium, .high])
    }
}
