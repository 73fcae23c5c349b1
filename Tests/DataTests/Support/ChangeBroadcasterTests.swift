import Domain
import Foundation
import Synchronization
import TestSupport
import Testing

@testable import Data

@Suite("A change broadcaster lets go of each subscriber that stops observing")
struct ChangeBroadcasterTests {
    @Test("cancelling the task that iterates a stream removes its subscription; the others stay")
    func cancellingReleases() async {
        let broadcaster = ChangeBroadcaster()
        let kept = ChangeRecorder(broadcaster.subscribe(to: "todos"))
        let cancelled = ChangeRecorder(broadcaster.subscribe(to: "todos"))
        broadcaster.publish(ChangeSet(inserted: [Fixtures.id(1)]), to: "todos")
        #expect(await cancelled.next() == ChangeSet(inserted: [Fixtures.id(1)]))
        #expect(Self.subscribed(broadcaster) == 2)

        #expect(await cancelled.stop())
        #expect(await Self.eventually { Self.subscribed(broadcaster) == 1 }, "the cancelled stream is still subscribed")
        broadcaster.publish(ChangeSet(deleted: [Fixtures.id(1)]), to: "todos")
        #expect(await kept.next() == ChangeSet(inserted: [Fixtures.id(1)]))
        #expect(await kept.next() == ChangeSet(deleted: [Fixtures.id(1)]))
    }

    @Test("a subscriber of one table receives that table's change sets and no other's")
    func subscribersHearTheirTable() async {
        let broadcaster = ChangeBroadcaster()
        let todos = ChangeRecorder(broadcaster.subscribe(to: "todos"))
        broadcaster.publish([
            "projects": ChangeSet(inserted: [Fixtures.id(2)]), "todos": ChangeSet(inserted: [Fixtures.id(1)]),
        ])
        #expect(await todos.next() == ChangeSet(inserted: [Fixtures.id(1)]))
    }

    @Test("a stream dropped without being iterated removes its subscription")
    func droppingReleases() async {
        let broadcaster = ChangeBroadcaster()
        do {
            let stream = broadcaster.subscribe(to: "todos")
            #expect(Self.subscribed(broadcaster) == 1)
            _ = stream
        }
        #expect(await Self.eventually { Self.subscribed(broadcaster) == 0 })
    }

    @Test("finishing ends every stream and keeps none")
    func finishingEnds() async {
        let broadcaster = ChangeBroadcaster()
        let stream = broadcaster.subscribe(to: "todos")
        broadcaster.finish()
        #expect(Self.subscribed(broadcaster) == 0)
        let received = await withinTimeLimit { await stream.reduce(0) { count, _ in count + 1 } }
        #expect(received == 0)
    }

    /// How many streams `broadcaster` still holds: the state it keeps, read where it keeps it.
    private static func subscribed(_ broadcaster: ChangeBroadcaster) -> Int {
        broadcaster.subscribers.withLock { $0.values.reduce(0) { $0 + $1.count } }
    }

    /// Whether `condition` holds within 30 s; termination handlers run on the cancelled task's
    /// thread, so the removal may trail the cancellation a little.
    private static func eventually(_ condition: @Sendable () -> Bool) async -> Bool {
        let deadline = ContinuousClock.now + .seconds(30)
        while ContinuousClock.now < deadline {
            if condition() { return true }
            try? await Task.sleep(for: .milliseconds(5))
        }
        return condition()
    }
}
