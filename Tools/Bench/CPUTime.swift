#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The CPU time this thread has used, in nanoseconds. Measuring CPU time rather than wall time
/// keeps figures honest on a shared machine: time spent preempted by other processes is not
/// counted against whichever batch happened to be running.
enum CPUTime {
    /// Whose CPU time is counted.
    enum Scope {
        /// The calling thread's: for work done on the calling thread.
        case thread
        /// Every thread's of this process: for work handed to other threads (the SQLite store's
        /// writer and readers), while the calling thread only waits. Nothing else runs meanwhile.
        case process
    }

    /// Nanoseconds of CPU time used so far by the calling thread, or by the whole process.
    static func now(_ scope: Scope = .thread) -> UInt64 {
        var time = timespec()
        clock_gettime(scope == .thread ? CLOCK_THREAD_CPUTIME_ID : CLOCK_PROCESS_CPUTIME_ID, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// The CPU time `body` takes, in nanoseconds.
    static func measure(_ scope: Scope = .thread, _ body: () -> Void) -> UInt64 {
        let start = now(scope)
        body()
        return now(scope) - start
    }
}
