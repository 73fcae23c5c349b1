import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc

    /// The folder listing this process's open descriptors.
    private let ownDescriptors = "/proc/self/fd"
#elseif canImport(Darwin)
    import Darwin

    /// macOS has no /proc; its /dev/fd lists the descriptors of the process that reads it.
    private let ownDescriptors = "/dev/fd"
#endif

/// The runner every test that starts a child goes through: exit statuses and output right under
/// load, no zombie left, no deadlock on full pipes, and a child that never ends turned into a
/// failure naming it.
@Suite("child processes: posix_spawn and waitpid")
struct SpawnedProcessTests {
    @Test("64 children started at once each report their own status and output, and none is left a zombie")
    func manyAtOnce() async throws {
        let results = try await withThrowingTaskGroup(of: (Int32, Int32, String, ChildTermination).self) { group in
            for index in Int32(0)..<64 {
                group.addTask {
                    let child = try SpawnedProcess(ChildCommand("/bin/sh", ["-c", "echo $$; exit \(index)"]))
                    let termination = try await child.exit(within: .seconds(120))
                    return (index, child.pid, child.standardOutput, termination)
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }

        #expect(results.count == 64)
        for (index, pid, printed, termination) in results {
            #expect(termination == .exited(index))
            #expect(printed == "\(pid)\n", "child \(index)")
            #expect(isReaped(pid), "child \(index), pid \(pid), was not reaped")
        }
    }

    @Test("a child writing 4 MiB to standard error and then to standard output does not deadlock")
    func largeOutputOnBothPipes() async throws {
        // Standard error first: a runner that read standard output to its end before standard
        // error would leave this child blocked on a full error pipe for ever.
        let script = "head -c 4194304 /dev/zero | tr '\\000' e >&2; head -c 4194304 /dev/zero | tr '\\000' o"
        let outcome = try await SpawnedProcess.run(ChildCommand("/bin/sh", ["-c", script]), within: .seconds(120))

        #expect(outcome.termination == .exited(0))
        #expect(outcome.stdout.utf8.count == 4 << 20)
        #expect(outcome.stderr.utf8.count == 4 << 20)
        #expect(outcome.stdout.utf8.allSatisfy { $0 == UInt8(ascii: "o") })
        #expect(outcome.stderr.utf8.allSatisfy { $0 == UInt8(ascii: "e") })
    }

    @Test("a child still running at its deadline is killed, reaped, and reported with its command line")
    func deadlineKills() async throws {
        let child = try SpawnedProcess(ChildCommand("/bin/sleep", ["30"]))

        let error = await #expect(throws: ChildProcessTimedOut.self) {
            try await child.exit(within: .milliseconds(300))
        }

        #expect(
            error?.description.hasPrefix("/bin/sleep 30 did not end within") == true, "\(String(describing: error))")
        #expect(error?.description.contains("killed it") == true)
        let ran = error?.ran ?? .zero
        #expect(ran >= .milliseconds(300) && ran < .seconds(30), "ran \(ran)")
        #expect(child.termination == .signalled(SIGKILL))
        #expect(isReaped(child.pid))
    }

    @Test("a run to completion past its deadline throws instead of returning")
    func runDeadline() async throws {
        await #expect(throws: ChildProcessTimedOut.self) {
            try await SpawnedProcess.run(ChildCommand("/bin/sleep", ["30"]), within: .milliseconds(200))
        }
    }

    @Test("a child killed with SIGKILL or SIGTERM reports that signal")
    func signals() async throws {
        for signal in [SIGKILL, SIGTERM] {
            let child = try SpawnedProcess(ChildCommand("/bin/sleep", ["30"]))
            child.signal(signal)
            #expect(try await child.exit(within: .seconds(60)) == .signalled(signal))
            #expect(child.isRunning == false)
        }
    }

    @Test("a child started from a thread that blocks SIGTERM still ends on SIGTERM")
    func signalMaskIsReset() async throws {
        let termination = try await offCooperativePool { () throws -> ChildTermination in
            var blocked = sigset_t()
            sigemptyset(&blocked)
            sigaddset(&blocked, SIGTERM)
            var previous = sigset_t()
            pthread_sigmask(SIG_BLOCK, &blocked, &previous)
            defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
            let child = try SpawnedProcess(ChildCommand("/bin/sleep", ["30"]))
            child.terminate()
            return try child.waitForExit(within: .seconds(60))
        }
        #expect(termination == .signalled(SIGTERM))
    }

    @Test("standard input is written and closed on demand, or given whole to a run")
    func standardInput() async throws {
        let child = try SpawnedProcess(ChildCommand("/bin/cat", standardInput: .pipe))
        try child.write("first ")
        try child.write("second")
        child.closeInput()
        #expect(try await child.exit(within: .seconds(60)) == .exited(0))
        #expect(child.standardOutput == "first second")

        let input = Data(repeating: UInt8(ascii: "x"), count: 1 << 20)
        let outcome = try await SpawnedProcess.run(ChildCommand("/usr/bin/wc", ["-c"]), input: input)
        #expect(outcome.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "\(1 << 20)")
    }

    @Test("a write to a child that has exited is an error, not a SIGPIPE that ends the test process")
    func writeAfterExit() async throws {
        let child = try SpawnedProcess(ChildCommand("/bin/true", standardInput: .pipe))
        #expect(try await child.exit(within: .seconds(60)) == .exited(0))
        #expect(throws: ChildInputUnavailable.self) { try child.write(Data(count: 1 << 20)) }
    }

    @Test("the folder, the environment and a bare program name on PATH are honoured")
    func folderAndEnvironment() async throws {
        let folder = try await SpawnedProcess.run(ChildCommand("/bin/pwd", directory: "/usr/bin"))
        #expect(folder.stdout == "/usr/bin\n")

        let environment = try await SpawnedProcess.run(ChildCommand("/usr/bin/env", environment: ["ONLY": "this one"]))
        #expect(environment.stdout == "ONLY=this one\n")

        let onPath = try await SpawnedProcess.run(ChildCommand("sh", ["-c", "exit 3"]))
        #expect(onPath.termination == .exited(3))
    }

    @Test("standard error can share standard output's pipe")
    func mergedStreams() async throws {
        let command = ChildCommand("/bin/sh", ["-c", "echo out; echo err >&2"], standardError: .standardOutput)
        let outcome = try await SpawnedProcess.run(command)
        #expect(outcome.stdout == "out\nerr\n")
        #expect(outcome.stderr.isEmpty)
    }

    @Test("a child inherits only its three standard streams, not another child's pipe ends")
    func noInheritedDescriptors() async throws {
        // A long-lived child with all three streams piped holds pipes open in this process.
        let holder = try SpawnedProcess(ChildCommand("/bin/cat", standardInput: .pipe))
        defer { holder.closeInput() }
        let listed = try await SpawnedProcess.run(ChildCommand("/bin/ls", [ownDescriptors]))
        // ls's own descriptor on the folder it lists is the one beyond 0, 1 and 2.
        #expect(listed.stdout.split(separator: "\n").count == 4, "\(listed.stdout)")
    }

    @Test("a program that does not exist cannot start, and says which")
    func missingProgram() {
        let error = #expect(throws: ChildProcessDidNotStart.self) {
            try SpawnedProcess(ChildCommand("/nonexistent/program", ["x"]))
        }
        #expect(error?.description.hasPrefix("cannot start /nonexistent/program x:") == true)
    }

    /// Whether `pid` is no child of this process any more: reaped, not a zombie.
    private func isReaped(_ pid: pid_t) -> Bool {
        var status: Int32 = 0
        return waitpid(pid, &status, WNOHANG) == -1 && errno == ECHILD
    }
}
