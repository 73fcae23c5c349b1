import Domain
import Testing
import WireFormat

/// Priority is a generated ranked enum: stored by rank, but on the wire its case's name, read
/// exactly as every generated enum's is (a person's `--priority HIGH` is `Priority(name:)`'s).
@Suite("A todo's priority on the wire")
struct PriorityWireTests {
    @Test("Travels by name and reads a name back; another word, or a name in capitals, is refused at its member")
    func byName() throws {
        #expect(Priority.allCases.map(\.wireValue) == ["low", "medium", "high"])
        let high: Priority = try WireField.value("high", member: "priority")
        #expect(high == .high && high.rawValue == 2)
        for word in ["HIGH", "urgent", "2"] {
            let error = #expect(throws: WireValueError.self) {
                let _: Priority = try WireField.value(word, member: "priority")
            }
            #expect(error?.member == "priority")
            #expect(error?.message == "priority must be one of low, medium, high; got \"\(word)\"")
        }
    }
}
