#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The CPU time this thread has used, in nanoseconds. Measuring CPU time rather than wall time
/// keeps figures honest on a shared machine: time spent preempted by other processes is not
/// counted against whichever batch happened to be running.
enum CPUTime {
    /// Nanoseconds of CPU time used by the calling thread so far.
    static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// The CPU time `body` takes, in nanoseconds.
    static func measure(_ body: () -> Void) -> UInt64 {
        let start = now()
        body()
        return now() - start
    }
}
