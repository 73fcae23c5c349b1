import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One run of a child process timed for what the child costs: `posix_spawn`, read its output
/// to the end, `waitpid`.
///
/// Why not ``ChildProcess``: Foundation's `Process.waitUntilExit()` on Linux notices the exit
/// by polling its run loop every 50 ms, so a run of `/bin/true` measured through it took a
/// median 52 ms here. That wait lands on both sides of a ratio but is no work of either, and it
/// pulls every ratio towards 1: it was most of the "third of the demo's wall time that is not
/// CPU" in the file-open row.
enum SpawnedProcess {
    /// Runs `executable` with `arguments` and exactly `environment`, its standard error thrown
    /// away; returns how many bytes it wrote to standard output, or nil when it could not be
    /// started or did not exit with status 0.
    static func run(_ executable: String, _ arguments: [String], environment: [String: String]) -> Int? {
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { return nil }
        let (readEnd, writeEnd) = (pipeEnds[0], pipeEnds[1])
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, writeEnd, 1)
        posix_spawn_file_actions_addclose(&actions, readEnd)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for text in argv + envp { free(text) }
        }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        close(writeEnd)
        defer { close(readEnd) }
        guard spawned == 0 else { return nil }
        var written = 0
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let got = buffer.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
            if got < 0, errno == EINTR { continue }
            guard got > 0 else { break }
            written += got
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return nil }
        }
        // Exited normally (no signal in the low 7 bits) with status 0.
        return status & 0x7F == 0 && (status >> 8) & 0xFF == 0 ? written : nil
    }
}
