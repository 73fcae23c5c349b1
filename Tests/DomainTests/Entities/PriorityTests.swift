import Domain
import Testing

@Suite("Priority")
struct PriorityTests {
    @Test("ranks order low < medium < high")
    func ordering() {
        #expect(Priority.allCases.sorted() == [.low, .medium, .high])
    }

    @Test("names round-trip and parse ignoring case; unknown names are nil")
    func names() {
        for priority in Priority.allCases {
            #expect(Priority(name: priority.name) == priority)
        }
        #expect(Priority(name: "HIGH") == .high)
        #expect(Priority(name: "urgent") == nil)
    }
}
