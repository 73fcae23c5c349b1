import Testing
import WireFormat

/// The server writes a "still referred to" 409's code from Domain's entity words, and the remote
/// store reads the words back from it: both through `InUseCode`.
@Suite("409 {entity}_in_use codes")
struct InUseCodeTests {
    @Test("an entity's words join with underscores, and read back as the same words")
    func roundTrip() {
        #expect(InUseCode.code(forEntity: "project") == "project_in_use")
        #expect(InUseCode.code(forEntity: "order line") == "order_line_in_use")
        for entity in ["project", "order line", "selftest gadget"] {
            #expect(InUseCode.entity(fromCode: InUseCode.code(forEntity: entity)) == entity)
        }
    }

    @Test("a code that is not an in-use code names no entity", arguments: ["_in_use", "duplicate_name", "in_use", ""])
    func otherCodes(code: String) {
        #expect(InUseCode.entity(fromCode: code) == nil)
    }
}
