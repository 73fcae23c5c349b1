import Foundation
import Synchronization
import Testing

@testable import Data

@Suite("A handoff gives each receiver its value, whether it was still polling or had suspended")
struct HandoffTests {
    @Test("a value delivered before the receiver asks is taken at once")
    func deliveredFirst() async {
        let handoff = Handoff<Int>()
        handoff.deliver(7)
        #expect(await handoff.receive(polling: .microseconds(50)) == 7)
    }

    @Test("a value delivered after the receiver stopped polling and suspended resumes it")
    func deliveredAfterSuspending() async {
        let handoff = Handoff<String>()
        let deliverer = Thread {
            // Deliver only once the receiver has suspended, so this test takes that path every time.
            while !handoff.receiverIsSuspended { usleep(100) }
            handoff.deliver("late")
        }
        deliverer.start()
        #expect(await handoff.receive(polling: .zero) == "late")
    }

    @Test("10,000 calls racing the poll against the delivery each get their own answer")
    func racingDeliveries() async {
        let thread = DatabaseThread(name: "handoff test")
        defer { thread.stop() }
        var answers: [Int] = []
        for index in 0..<10_000 {
            let handoff = Handoff<Int>()
            thread.submit { handoff.deliver(index) }
            // A poll about as long as the hand-over, so that both paths and their race are taken.
            answers.append(await handoff.receive(polling: .nanoseconds(index % 3 == 0 ? 0 : 500)))
        }
        #expect(answers == Array(0..<10_000))
    }

    @Test("performPolling runs its body on the database thread and returns its answer or its error")
    func performPollingRunsThere() async throws {
        let thread = DatabaseThread(name: "handoff test")
        defer { thread.stop() }
        let caller = CallerThread.currentThread
        let ranOn = await thread.performPolling { CallerThread.currentThread }
        #expect(ranOn != caller)
        #expect(ranOn == (await thread.performPolling { CallerThread.currentThread }))
        await #expect(throws: HandoffTestError.self) {
            try await thread.performPolling { () throws(HandoffTestError) in throw HandoffTestError() }
        }
    }
}

private struct HandoffTestError: Error {}
