import Foundation
import Synchronization

// The C library's kill, pipe and open by a name of their own: this file's types have members
// (kill(), pipe(_:), open) that hide them.
#if canImport(Glibc)
    import Glibc

    private let systemKill = Glibc.kill
    private let systemPipe = Glibc.pipe
    private let systemOpen: @Sendable (UnsafePointer<CChar>, Int32) -> Int32 = Glibc.open
#elseif canImport(Darwin)
    import Darwin

    private let systemKill = Darwin.kill
    private let systemPipe = Darwin.pipe
    private let systemOpen: @Sendable (UnsafePointer<CChar>, Int32) -> Int32 = Darwin.open
#endif

/// A child process of a test, started with `posix_spawn` and reaped with `waitpid` on its own
/// pid: its output read as it comes (``output``, ``errors``), its standard input written on
/// demand, signals sent, and every wait bounded: past its limit the child is killed and the
/// wait throws ``ChildProcessTimedOut`` naming the command, so a child that never ends is a
/// failed test, never a hung run.
///
/// Why not Foundation's `Process`: its `waitUntilExit()` relies on a monitor thread noticing
/// SIGCHLD, and once it did not, the test run hung on children that had long exited (zombies
/// nobody reaped) until CI killed it; and its `run()` in Swift 6.3.1 reads past each
/// /proc/self/fd entry it lists (swift-corelibs-foundation PR 5472), which crashed test runs
/// now and then, and made scripts/test hold the test process to one malloc arena.
///
/// Tools/Bench/ChildProcess.swift is a second `posix_spawn` runner, kept apart on purpose: the
/// benchmark is product code and must not import test code, and its runner is the timed path
/// itself, one thread that polls both pipes and waits with no deadline or helper threads, so
/// that it adds as little as it can to what it measures. This one spends threads to offer what
/// tests need instead: long-lived children, input, signals and deadlines.
public final class SpawnedProcess: Sendable {
    /// The bound on a wait unless told: only ever reached by a broken child, not a speed target.
    public static let defaultLimit: Duration = .seconds(180)

    /// What was started.
    public let command: ChildCommand
    /// Its pid, for `kill` and for checking that it is gone.
    public let pid: pid_t
    /// Its standard output as read so far; nil unless it went to a pipe.
    public let output: PipeDrain?
    /// Its standard error as read so far; nil unless it went to a pipe of its own.
    public let errors: PipeDrain?

    private let started = ContinuousClock.now
    private let watch: ExitWatch
    /// The write end of its standard input, -1 when there is none or it was closed.
    private let input: Mutex<Int32>

    /// Starts `command`.
    public init(_ command: ChildCommand) throws {
        var pipes = OpenDescriptors()
        defer { pipes.closeAll() }
        let inputEnds = try command.standardInput == .pipe ? pipes.pipe(command) : nil
        let outputEnds = try command.standardOutput == .pipe ? pipes.pipe(command) : nil
        let errorEnds = try command.standardError == .pipe ? pipes.pipe(command) : nil
        let null = try pipes.nullDevice(command)
        let childInput = command.standardInput == .inherit ? 0 : inputEnds?.read ?? null
        let childOutput = command.standardOutput == .inherit ? 1 : outputEnds?.write ?? null
        let childErrors =
            switch command.standardError {
            case .standardOutput: childOutput
            case .inherit: Int32(2)
            case .null, .pipe: errorEnds?.write ?? null
            }
        pid = try posixSpawn(command, input: childInput, output: childOutput, errors: childErrors)
        self.command = command
        watch = ExitWatch(pid: pid, command: command)
        // The ends this process keeps now belong to the drains and to `input`; the rest close.
        output = outputEnds.map { PipeDrain(descriptor: pipes.keep($0.read)) }
        errors = errorEnds.map { PipeDrain(descriptor: pipes.keep($0.read)) }
        input = Mutex(inputEnds.map { pipes.keep($0.write) } ?? -1)
    }

    /// Kills a child still running when the test lets go of it, so that none outlives its test.
    deinit {
        kill()
        closeInput()
    }

    /// Runs `command` to its end with `input` on its standard input, and returns what it printed;
    /// throws ``ChildProcessTimedOut`` when it has not ended within `limit`.
    public static func run(
        _ command: ChildCommand, input: Data? = nil, within limit: Duration = defaultLimit
    ) async throws -> ChildOutcome {
        try await offCooperativePool { try runBlocking(command, input: input, within: limit) }
    }

    /// ``run(_:input:within:)`` for a caller on a thread of its own: it blocks.
    public static func runBlocking(
        _ command: ChildCommand, input: Data? = nil, within limit: Duration = defaultLimit
    ) throws -> ChildOutcome {
        var command = command
        if input != nil { command.standardInput = .pipe }
        let child = try SpawnedProcess(command)
        if let input { child.feed(input) }
        let termination = try child.waitForExit(within: limit)
        return ChildOutcome(
            termination: termination, stdout: child.output?.text ?? "", stderr: child.errors?.text ?? "")
    }

    /// Everything it printed on standard output so far.
    public var standardOutput: String { output?.text ?? "" }
    /// Everything it printed on standard error so far.
    public var standardError: String { errors?.text ?? "" }

    /// How long since it was started.
    public var runningTime: Duration { started.duration(to: .now) }

    /// How it ended; nil while it runs.
    public var termination: ChildTermination? { watch.termination }

    /// Whether it still runs (has not been reaped).
    public var isRunning: Bool { !watch.ended }

    /// Sends `signal` unless the child has already been reaped, whose pid may by then be another
    /// process's.
    public func signal(_ signal: Int32) {
        guard isRunning else { return }
        _ = systemKill(pid, signal)
    }

    /// SIGTERM: asks it to stop.
    public func terminate() { signal(SIGTERM) }

    /// SIGKILL: stops it at once, as a crash or power cut would.
    public func kill() { signal(SIGKILL) }

    /// Writes `data` to its standard input; throws when that is not a pipe, was closed, or the
    /// child stopped reading (EPIPE).
    public func write(_ data: Data) throws {
        try input.withLock { descriptor in
            guard descriptor >= 0 else {
                throw ChildInputUnavailable(command: command, reason: "no open standard input")
            }
            var written = 0
            while written < data.count {
                let (count, error) = data.withUnsafeBytes { bytes in
                    writeWithoutBrokenPipeSignal(
                        descriptor, bytes.baseAddress.map { $0 + written }, bytes.count - written)
                }
                if count < 0 {
                    if error == EINTR { continue }
                    throw ChildInputUnavailable(command: command, reason: String(cString: strerror(error)))
                }
                written += count
            }
        }
    }

    /// ``write(_:)`` of `text` as UTF-8.
    public func write(_ text: String) throws {
        try write(Data(text.utf8))
    }

    /// Closes its standard input: it reads end of file. Safe to call more than once.
    public func closeInput() {
        input.withLock { descriptor in
            if descriptor >= 0 { close(descriptor) }
            descriptor = -1
        }
    }

    /// Blocks until the child has ended and everything it printed has been read, and returns
    /// how it ended. Past `limit` the child is killed and this throws ``ChildProcessTimedOut``.
    public func waitForExit(within limit: Duration = defaultLimit) throws -> ChildTermination {
        let deadline = ContinuousClock.now + limit
        guard let termination = try watch.wait(until: deadline) else {
            kill()
            // Reaped so as to leave no zombie; SIGKILL cannot be caught, so this is quick.
            _ = try? watch.wait(until: .now + .seconds(10))
            throw ChildProcessTimedOut(
                command: command, ran: runningTime, waitingFor: "end within \(limit)")
        }
        // Its output closes with it, unless a child of its own still holds the pipe open.
        for drain in [output, errors].compactMap({ $0 }) where !drain.finishedBlocking(until: deadline) {
            throw ChildProcessTimedOut(
                command: command, ran: runningTime,
                waitingFor: "close its output within \(limit) (it ended with \(termination))")
        }
        return termination
    }

    /// ``waitForExit(within:)`` from async code, blocking a thread of its own rather than one
    /// the tests share.
    public func exit(within limit: Duration = defaultLimit) async throws -> ChildTermination {
        try await offCooperativePool { try self.waitForExit(within: limit) }
    }

    /// Writes `data` to standard input and closes it, on a thread of its own so that a child
    /// that prints much before it reads cannot deadlock against this process; a child that
    /// never reads ends the write when it is killed (EPIPE).
    private func feed(_ data: Data) {
        Thread { [self] in
            try? write(data)
            closeInput()
        }
        .start()
    }
}

/// The descriptors opened for one spawn: all closed once it is done, except those kept.
private struct OpenDescriptors {
    private var open: [Int32] = []

    /// A new pipe, both ends close-on-exec so that no child started elsewhere inherits them.
    mutating func pipe(_ command: ChildCommand) throws -> (read: Int32, write: Int32) {
        var ends: [Int32] = [-1, -1]
        guard systemPipe(&ends) == 0 else {
            throw ChildProcessDidNotStart(command: command, reason: "pipe: \(String(cString: strerror(errno)))")
        }
        open += ends
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return (ends[0], ends[1])
    }

    /// `/dev/null`, for every stream that goes nowhere.
    mutating func nullDevice(_ command: ChildCommand) throws -> Int32 {
        let descriptor = systemOpen("/dev/null", O_RDWR | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw ChildProcessDidNotStart(command: command, reason: "/dev/null: \(String(cString: strerror(errno)))")
        }
        open.append(descriptor)
        return descriptor
    }

    /// `descriptor`, which the caller now owns and this will not close.
    mutating func keep(_ descriptor: Int32) -> Int32 {
        open.removeAll { $0 == descriptor }
        return descriptor
    }

    mutating func closeAll() {
        for descriptor in open { close(descriptor) }
        open = []
    }
}
