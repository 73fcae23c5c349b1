#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One write(2) to a pipe whose reader may have gone: the result and errno, EPIPE when it has,
/// rather than the SIGPIPE that would end the whole test process.
///
/// SIGPIPE is blocked on this thread alone for the write, and the one a failed write raised
/// (sent to this thread) is taken back before the mask is restored, so the test process's own
/// handling of SIGPIPE is left as it is: code under test that relies on it being ignored still
/// fails its tests.
///
/// Darwin has no `sigtimedwait` to take the signal back with, so there the descriptor itself is
/// told never to raise it (`F_SETNOSIGPIPE`): the same result and errno, no signal at all, and
/// likewise nothing else in the process is touched.
func writeWithoutBrokenPipeSignal(
    _ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int
) -> (count: Int, error: Int32) {
    #if canImport(Glibc)
        var brokenPipe = sigset_t()
        sigemptyset(&brokenPipe)
        sigaddset(&brokenPipe, SIGPIPE)
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &brokenPipe, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        let written = write(descriptor, bytes, count)
        let error = written < 0 ? errno : 0
        if error == EPIPE {
            var noWait = timespec()
            _ = sigtimedwait(&brokenPipe, nil, &noWait)
        }
        return (written, error)
    #elseif canImport(Darwin)
        _ = fcntl(descriptor, F_SETNOSIGPIPE, 1)
        let written = write(descriptor, bytes, count)
        return (written, written < 0 ? errno : 0)
    #endif
}
