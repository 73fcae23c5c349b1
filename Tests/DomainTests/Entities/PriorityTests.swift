import Domain
import Testing

@Suite("Priority")
struct PriorityTests {
    @Test("ranks order low < medium < high, whatever order they start in")
    func ordering() {
        #expect([Priority.high, .low, .medium].sorted() == [.low, .medium, .high])
        #expect([Priority.medium, .high, .low].sorted(by: >) == [.high, .medium, .low])
        #expect(Priority.low < .medium && Priority.medium < .high && !(Priority.high < .low))
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
