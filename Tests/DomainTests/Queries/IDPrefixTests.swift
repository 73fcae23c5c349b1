import Domain
import Foundation
import Testing

@Suite("IDPrefix")
struct IDPrefixTests {
    @Test("prefixes ignore case and hyphens; anything but ASCII hex, or more than an id, is not one")
    func parsing() {
        #expect(IDPrefix("3F2A-1B")?.digits == "3f2a1b")
        #expect(IDPrefix("3g") == nil)
        #expect(IDPrefix("-") == nil)
        #expect(IDPrefix("") == nil)
        #expect(IDPrefix("\u{FF13}f") == nil, "a full-width digit is not a hex digit")
        #expect(IDPrefix(String(repeating: "a", count: 33)) == nil)
        #expect(IDPrefix(String(repeating: "a", count: 32)) != nil)
    }

    @Test("the text prefix is upper case with an id's hyphens, so a store can range over its id index")
    func textPrefix() throws {
        #expect(IDPrefix("3f2a")?.uuidTextPrefix == "3F2A")
        #expect(IDPrefix("3f2a1b2c9")?.uuidTextPrefix == "3F2A1B2C-9")
        let id = try #require(UUID(uuidString: "3F2A1B2C-0000-4000-8000-000000000001"))
        let whole = try #require(IDPrefix(id.uuidString))
        #expect(whole.uuidTextPrefix == id.uuidString)
        #expect(whole.matches(id))
    }

    @Test("an id matches when its digits start with the prefix, whatever the case typed")
    func matching() throws {
        let id = try #require(UUID(uuidString: "3F2A1B2C-0000-4000-8000-000000000001"))
        #expect(try #require(IDPrefix("3F2a1b2c0")).matches(id))
        #expect(try #require(IDPrefix("3f2a-1b")).matches(id))
        #expect(!(try #require(IDPrefix("3f2b")).matches(id)))
    }
}
