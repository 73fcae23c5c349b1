import Domain
import Foundation
import Testing

@Suite("UUID text")
struct UUIDTextTests {
    @Test("every id reads back from its text, in either case")
    func readsBackItsText() {
        for _ in 0..<200 {
            let id = UUID()
            #expect(UUID(text: id.uuidString) == id)
            #expect(UUID(text: id.uuidString.lowercased()) == id)
            #expect(UUID(text: Array(id.uuidString.utf8)[...]) == id)
        }
        let mixedCase = UUID(text: "00112233-4455-6677-8899-AaBbCcDdEeFf")
        #expect(mixedCase?.uuidString == "00112233-4455-6677-8899-AABBCCDDEEFF")
    }

    @Test("an id is read where it lies in a larger buffer, and only the slice given is read")
    func readsASliceInPlace() {
        let id = UUID()
        let buffer = Array("{\"id\":\"\(id.uuidString)\"}".utf8)
        let start = 7
        #expect(UUID(text: buffer[start..<(start + UUID.textLength)]) == id)
        #expect(UUID(text: buffer[(start - 1)..<(start - 1 + UUID.textLength)]) == nil)
        #expect(UUID(text: buffer[start..<(start + UUID.textLength + 1)]) == nil)
    }

    @Test(
        "only 8-4-4-4-12 hex digits are an id: no sign, space, 0x, missing or misplaced dash, or other letter",
        arguments: [
            "", "+0112233-4455-6677-8899-aabbccddeeff", " 0112233-4455-6677-8899-aabbccddeeff",
            "0x112233-4455-6677-8899-aabbccddeeff", "00112233-4455-6677-8899-aabbccddeef",
            "00112233-4455-6677-8899-aabbccddeeff0", "0011223344-55-6677-8899-aabbccddeeff",
            "00112233+4455-6677-8899-aabbccddeeff", "00112233-4455-6677-8899-aabbccddeefg",
            "001122334455667788990aabbccddeeff000", "00112233-4455-6677-8899-aabbccddee-f",
            "00112233-4455-6677-8899-aabbccddeeＦ",
        ])
    func refusesAnythingElse(text: String) {
        #expect(UUID(text: text) == nil)
    }
}
