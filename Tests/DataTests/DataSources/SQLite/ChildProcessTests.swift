import Testing

@Suite("fault-test child processes")
struct ChildProcessTests {
    @Test("once a child's exit status is known, all it printed has been read", .timeLimit(.minutes(2)))
    func outputIsCompleteAtExit() async throws {
        // `StoreWorker` alone prints its usage to standard error and exits at once: the shortest
        // window between the last write and the exit being seen.
        var incomplete = 0
        for _ in 0..<200 {
            let child = try ChildProcess(worker: [])
            let status = await child.exitStatus()
            #expect(status == 64)
            if !child.complaints.hasPrefix("usage: StoreWorker") { incomplete += 1 }
        }
        #expect(incomplete == 0, "\(incomplete) of 200 exits were seen before their output was read")
    }
}
