import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The peak resident memory of one child process, as the kernel accounts it for that child
/// alone (`wait4`): `getrusage(RUSAGE_CHILDREN)` would give the largest of every child this
/// process ever waited for, the baseline's included.
enum ChildPeakMemory {
    /// Runs `executable` with `arguments` and `environment`, its output thrown away, and returns
    /// its peak resident set in bytes, or nil when it cannot be started or fails.
    static func bytes(of executable: String, _ arguments: [String], environment: [String: String]) -> Int? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }
        var pid: pid_t = 0
        guard posix_spawn(&pid, executable, &actions, nil, argv, envp) == 0 else { return nil }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { return nil }
        }
        guard status == 0 else { return nil }
        // Linux counts ru_maxrss in kilobytes.
        return Int(usage.ru_maxrss) * 1024
    }
}
