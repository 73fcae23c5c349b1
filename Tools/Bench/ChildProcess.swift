import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a child process to its end: `posix_spawn`, read its standard output and error to their
/// ends, `waitpid`. Every row that times whole processes goes through here.
///
/// Why not Foundation's `Process`: on Linux `waitUntilExit()` notices the exit by polling its
/// run loop every 50 ms, so a run of `/bin/true` measured through it took a median 52 ms here.
/// That wait lands on both sides of a ratio but is no work of either, and it pulls every ratio
/// of short commands towards 1.
enum ChildProcess {
    struct Output {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// Runs `executable` with `arguments` and exactly `environment`; its exit status (128 + the
    /// signal when one ended it) and everything it printed.
    static func run(_ executable: String, _ arguments: [String], environment: [String: String]) throws -> Output {
        let stdout = try PipeEnds.make()
        let stderr = try PipeEnds.make()
        #if canImport(Glibc)
            var actions = posix_spawn_file_actions_t()
        #elseif canImport(Darwin)
            // Darwin's file actions are an opaque pointer that `posix_spawn_file_actions_init` allocates.
            var actions: posix_spawn_file_actions_t? = nil
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, stdout.write, 1)
        posix_spawn_file_actions_adddup2(&actions, stderr.write, 2)
        for end in [stdout.read, stdout.write, stderr.read, stderr.write] {
            posix_spawn_file_actions_addclose(&actions, end)
        }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for text in argv + envp { free(text) }
        }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        close(stdout.write)
        close(stderr.write)
        defer {
            close(stdout.read)
            close(stderr.read)
        }
        guard spawned == 0 else {
            throw BenchSetupError("cannot start \(executable): \(String(cString: strerror(spawned)))")
        }
        let (printed, errors) = readToEnd(stdout.read, stderr.read)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { throw BenchSetupError("waitpid for \(executable) failed") }
        }
        let signal = status & 0x7F
        return Output(
            status: signal == 0 ? (status >> 8) & 0xFF : 128 + signal,
            stdout: String(decoding: printed, as: UTF8.self), stderr: String(decoding: errors, as: UTF8.self))
    }

    /// How many bytes of standard output a timed run printed, or -1 when it could not start or
    /// failed: what a benchmark keeps of each run, so that none can be skipped.
    static func printedBytes(_ executable: String, _ arguments: [String], environment: [String: String]) -> Int {
        guard let output = try? run(executable, arguments, environment: environment), output.status == 0 else {
            return -1
        }
        return output.stdout.utf8.count
    }

    /// Both pipes read as they fill, so that a child writing much to one never blocks on the other.
    private static func readToEnd(_ first: Int32, _ second: Int32) -> ([UInt8], [UInt8]) {
        var streams = [first, second].map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        var collected: [[UInt8]] = [[], []]
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while streams.contains(where: { $0.fd >= 0 }) {
            if poll(&streams, nfds_t(streams.count), -1) < 0 {
                // Interrupted: poll again (the events it left are stale); any other failure ends
                // the read with what came so far.
                if errno == EINTR { continue }
                break
            }
            for index in streams.indices where streams[index].fd >= 0 && streams[index].revents != 0 {
                let got = buffer.withUnsafeMutableBytes { read(streams[index].fd, $0.baseAddress, $0.count) }
                if got > 0 {
                    collected[index].append(contentsOf: buffer[..<got])
                } else if got == 0 || errno != EINTR {
                    streams[index].fd = -1  // poll skips a negative descriptor.
                }
            }
        }
        return (collected[0], collected[1])
    }
}

/// The two ends of a pipe.
private struct PipeEnds {
    let read: Int32
    let write: Int32

    static func make() throws -> PipeEnds {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw BenchSetupError("pipe failed") }
        return PipeEnds(read: ends[0], write: ends[1])
    }
}
