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
    var actions = SpawnPlatform.newFileActions()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, input, 0)
    posix_spawn_file_actions_adddup2(&actions, output, 1)
    posix_spawn_file_actions_adddup2(&actions, errors, 2)
    try SpawnPlatform.closeFrom(3, &actions, command)
    if let directory = command.directory {
        try SpawnPlatform.changeDirectory(directory, &actions, command)
    }

    var attributes = SpawnPlatform.newAttributes()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    var allSignals = sigset_t()
    sigfillset(&allSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    posix_spawnattr_setsigdefault(&attributes, &allSignals)
    posix_spawnattr_setflags(
        &attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | SpawnPlatform.extraFlags))

    let argv = ([command.executable] + command.arguments).map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    var pid: pid_t = 0
    let result: Int32
    if let environment = command.environment {
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for entry in envp { free(entry) } }
        result = spawn(&pid, command.executable, &actions, &attributes, argv, envp)
    } else {
        result = spawn(&pid, command.executable, &actions, &attributes, argv, SpawnPlatform.environment)
    }
    guard result == 0 else {
        throw ChildProcessDidNotStart(command: command, reason: String(cString: strerror(result)))
    }
    return pid
}

/// `posix_spawn`, or `posix_spawnp` for a bare program name (looked up on PATH).
private func spawn(
    _ pid: UnsafeMutablePointer<pid_t>, _ executable: String, _ actions: UnsafePointer<SpawnPlatform.FileActions>,
    _ attributes: UnsafePointer<SpawnPlatform.Attributes>, _ argv: [UnsafeMutablePointer<CChar>?],
    _ envp: UnsafePointer<UnsafeMutablePointer<CChar>?>?
) -> Int32 {
    if executable.contains("/") {
        return posix_spawn(pid, executable, actions, attributes, argv, envp)
    }
    return posix_spawnp(pid, executable, actions, attributes, argv, envp)
}

/// Throws, with the C library's words, unless a file action returned 0.
private func succeeded(_ result: Int32, _ command: ChildCommand) throws {
    guard result == 0 else {
        throw ChildProcessDidNotStart(command: command, reason: String(cString: strerror(result)))
    }
}

#if canImport(Glibc)
    /// The two glibc file actions (2.29 and 2.34) that Swift's Glibc module does not show, since it
    /// is built without `_GNU_SOURCE`: looked up by name in the C library already loaded.
    ///
    /// The documented alternative for the folder, `sh -c 'cd "$1" && exec ...'`, would put a shell
    /// between the test and its child, and the pid a test signals would be the shell's for a moment.
    private enum SpawnPlatform {
        /// glibc's file actions and attributes are structs, set up in place by their `_init`.
        typealias FileActions = posix_spawn_file_actions_t
        typealias Attributes = posix_spawnattr_t

        /// None: the other descriptors are closed by the closefrom file action.
        static let extraFlags: Int32 = 0

        static var environment: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? { environ }

        static func newFileActions() -> FileActions { FileActions() }
        static func newAttributes() -> Attributes { Attributes() }

        private typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<FileActions>, Int32) -> Int32
        private typealias AddChangeDirectory =
            @convention(c) (UnsafeMutablePointer<FileActions>, UnsafePointer<CChar>) -> Int32

        static func closeFrom(
            _ lowest: Int32, _ actions: UnsafeMutablePointer<FileActions>, _ command: ChildCommand
        ) throws {
            let add = try action("posix_spawn_file_actions_addclosefrom_np", as: AddCloseFrom.self, command)
            try succeeded(add(actions, lowest), command)
        }

        static func changeDirectory(
            _ path: String, _ actions: UnsafeMutablePointer<FileActions>, _ command: ChildCommand
        ) throws {
            let add = try action("posix_spawn_file_actions_addchdir_np", as: AddChangeDirectory.self, command)
            try succeeded(add(actions, path), command)
        }

        /// The C library's function `name`, or a failure naming it when this glibc is too old.
        private static func action<Function>(
            _ name: String, as type: Function.Type, _ command: ChildCommand
        ) throws -> Function {
            guard let symbol = dlsym(nil, name) else {
                throw ChildProcessDidNotStart(command: command, reason: "this C library has no \(name)")
            }
            return unsafeBitCast(symbol, to: type)
        }
    }
#elseif canImport(Darwin)
    /// Darwin's spelling of the same child: what differs from glibc, each in one place.
    private enum SpawnPlatform {
        /// Darwin's file actions and attributes are opaque pointers that their `_init` allocates, so
        /// the variables start as nil.
        typealias FileActions = posix_spawn_file_actions_t?
        typealias Attributes = posix_spawnattr_t?

        /// Darwin closes every other descriptor by this flag rather than by a file action: only the
        /// descriptors the file actions name (0, 1 and 2, through dup2) stay open in the child.
        static let extraFlags = POSIX_SPAWN_CLOEXEC_DEFAULT

        /// Darwin's module declares no `environ`; `_NSGetEnviron` is its way to the same list.
        static var environment: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? { _NSGetEnviron().pointee }

        static func newFileActions() -> FileActions { nil }
        static func newAttributes() -> Attributes { nil }

        /// Nothing to add: ``extraFlags`` closes every descriptor from 3 up.
        static func closeFrom(
            _ lowest: Int32, _ actions: UnsafeMutablePointer<FileActions>, _ command: ChildCommand
        ) throws {}

        /// Darwin declares the chdir file action itself, from macOS 10.15. (The macOS 26 SDK deprecates
        /// it for POSIX 2024's `posix_spawn_file_actions_addchdir`, which exists only from macOS 26:
        /// with Package.swift's macOS 15 floor this is the one to call.)
        static func changeDirectory(
            _ path: String, _ actions: UnsafeMutablePointer<FileActions>, _ command: ChildCommand
        ) throws {
            try succeeded(posix_spawn_file_actions_addchdir_np(actions, path), command)
        }
    }
#endif
