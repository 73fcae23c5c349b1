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

@Suite("Time-ordered ids")
struct TimeOrderedIDTests {
    @Test("a time-ordered id is version 7, RFC 9562 variant, led by its time in milliseconds")
    func layout() {
        let time = Date(millisecondsSince1970: 0x0190_F5A0_1234)
        let id = UUID.timeOrdered(at: time)
        let text = id.uuidString
        #expect(text.hasPrefix("0190F5A0-1234-7"))
        #expect("89AB".contains(text[text.index(text.startIndex, offsetBy: 19)]))
        #expect(id.isTimeOrdered)
        #expect(UUID(uuidString: "0190F5A0-1234-4000-8000-000000000000")?.isTimeOrdered == false)
    }

    @Test("ids made later sort later, and 10,000 made at once are all different")
    func ordering() {
        let earlier = UUID.timeOrdered(at: Date(millisecondsSince1970: 1_767_225_600_000))
        let later = UUID.timeOrdered(at: Date(millisecondsSince1970: 1_767_225_600_001))
        #expect(earlier.uuidString < later.uuidString)
        let now = Date()
        #expect(Set((0..<10_000).map { _ in UUID.timeOrdered(at: now) }).count == 10_000)
    }

    @Test("a time-ordered id's last group starts with the fraction of the second it was made, in 4096ths")
    func lastGroupStartsWithTheTime() throws {
        let second = 1_767_225_600.0
        let tail = { (offset: Double) in
            let id = UUID.timeOrdered(at: Date(timeIntervalSince1970: second + offset))
            return id.uuidString.lowercased().suffix(IDPrefix.tailLength)
        }
        #expect(tail(0).hasPrefix("000"))
        #expect(tail(0.25).hasPrefix("400"))
        #expect(tail(0.5).hasPrefix("800"))
        #expect(tail(0.999_9).hasPrefix("fff"))
        // Ids made within one step share those digits and sort by time across steps, so the
        // index on the last group takes ids made one after another at one place, not at random.
        #expect(tail(0.2).prefix(3) == tail(0.200_1).prefix(3))
        let madeInOrder = stride(from: 0.0, to: 1.0, by: 0.001).map { tail($0).prefix(3) }
        #expect(zip(madeInOrder, madeInOrder.dropFirst()).allSatisfy { $0 <= $1 })
    }

    @Test("a prefix names a time-ordered id by its start or by its last group's start, a random id by its start only")
    func tailMatching() throws {
        let timeOrdered = try #require(UUID(uuidString: "0190F5A0-1234-7ABC-8DEF-3F2A1B2C4D5E"))
        let random = try #require(UUID(uuidString: "0190F5A0-1234-4ABC-8DEF-3F2A1B2C4D5E"))
        #expect(try #require(IDPrefix("3f2a1b2c")).matches(timeOrdered))
        #expect(try #require(IDPrefix("0190f5a0")).matches(timeOrdered))
        #expect(!(try #require(IDPrefix("3f2a1b2c")).matches(random)))
        #expect(!(try #require(IDPrefix("3f2a1b2c4d5e0")).matches(timeOrdered)), "longer than the last group")
    }
}
