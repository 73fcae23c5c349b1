import Domain
import Testing

/// An enum as the scaffold writes one for `shade:Shade(light,darkBlue,amber)`.
private enum Shade: String, FieldEnum {
    case light
    case darkBlue
    case amber
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
        let sorted = Shade.allCases.sorted { FieldOrder.compare($0, $1) < 0 }
        #expect(sorted == [.amber, .darkBlue, .light])
        #expect(FieldOrder.compare(Shade.light, Shade.light) == 0)
        #expect(FieldOrder.compare(Shade.light, Shade.amber) == 1)
    }
}
