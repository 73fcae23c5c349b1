#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One `posix_spawn` of `command` with its standard streams on `input`, `output` and `errors`
/// (descriptors of this process, duplicated onto 0, 1 and 2 in the child), and every other
/// descriptor closed in the child; the child's pid.
///
/// Closing the rest matters because tests start children from many threads at once: a pipe end
/// another child inherited by accident keeps that pipe open, and a reader waiting for its end
/// (or a server waiting for its standard input to close) then waits as long as that other child
/// lives. The signal mask and every handler are reset, since a test thread may block or ignore
/// signals (SIGTERM, SIGPIPE) that the child must see.
func posixSpawn(_ command: ChildCommand, input: Int32, output: Int32, errors: Int32) throws -> pid_t {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, input, 0)
    posix_spawn_file_actions_adddup2(&actions, output, 1)
    posix_spawn_file_actions_adddup2(&actions, errors, 2)
    try GlibcExtensions.closeFrom(3, &actions, command)
    if let directory = command.directory {
        try GlibcExtensions.changeDirectory(directory, &actions, command)
    }

    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    var allSignals = sigset_t()
    sigfillset(&allSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    posix_spawnattr_setsigdefault(&attributes, &allSignals)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

    let argv = ([command.executable] + command.arguments).map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    var pid: pid_t = 0
    let result: Int32
    if let environment = command.environment {
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for entry in envp { free(entry) } }
        result = spawn(&pid, command.executable, &actions, &attributes, argv, envp)
    } else {
        result = spawn(&pid, command.executable, &actions, &attributes, argv, environ)
    }
    guard result == 0 else {
        throw ChildProcessDidNotStart(command: command, reason: String(cString: strerror(result)))
    }
    return pid
}

/// `posix_spawn`, or `posix_spawnp` for a bare program name (looked up on PATH).
private func spawn(
    _ pid: UnsafeMutablePointer<pid_t>, _ executable: String, _ actions: UnsafePointer<posix_spawn_file_actions_t>,
    _ attributes: UnsafePointer<posix_spawnattr_t>, _ argv: [UnsafeMutablePointer<CChar>?],
    _ envp: UnsafePointer<UnsafeMutablePointer<CChar>?>?
) -> Int32 {
    if executable.contains("/") {
        return posix_spawn(pid, executable, actions, attributes, argv, envp)
    }
    return posix_spawnp(pid, executable, actions, attributes, argv, envp)
}

/// The two glibc file actions (2.29 and 2.34) that Swift's Glibc module does not show, since it
/// is built without `_GNU_SOURCE`: looked up by name in the C library already loaded.
///
/// The documented alternative for the folder, `sh -c 'cd "$1" && exec ...'`, would put a shell
/// between the test and its child, and the pid a test signals would be the shell's for a moment.
private enum GlibcExtensions {
    private typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    private typealias AddChangeDirectory =
        @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32

    static func closeFrom(
        _ lowest: Int32, _ actions: UnsafeMutablePointer<posix_spawn_file_actions_t>, _ command: ChildCommand
    ) throws {
        guard let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") else {
            throw ChildProcessDidNotStart(
                command: command, reason: "this C library has no posix_spawn closefrom action")
        }
        let result = unsafeBitCast(symbol, to: AddCloseFrom.self)(actions, lowest)
        guard result == 0 else {
            throw ChildProcessDidNotStart(command: command, reason: String(cString: strerror(result)))
        }
    }

    static func changeDirectory(
        _ path: String, _ actions: UnsafeMutablePointer<posix_spawn_file_actions_t>, _ command: ChildCommand
    ) throws {
        guard let symbol = dlsym(nil, "posix_spawn_file_actions_addchdir_np") else {
            throw ChildProcessDidNotStart(command: command, reason: "this C library has no posix_spawn chdir action")
        }
        let result = unsafeBitCast(symbol, to: AddChangeDirectory.self)(actions, path)
        guard result == 0 else {
            throw ChildProcessDidNotStart(command: command, reason: String(cString: strerror(result)))
        }
    }
}
