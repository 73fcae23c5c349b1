#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Names of this process's own open descriptors: `/dev/stdout`, `/dev/stdin`, `/dev/fd/N` and
/// `/proc/self/fd/N`, however reached through symlinks.
///
/// On Linux these are symlinks into `/proc/self/fd`, whose targets are what the descriptor was
/// opened on: a pipe's (`pipe:[123]`) names nothing, and a file's is a path that, opened or renamed
/// over, loses the shell's append mode and offset. Such a name is the descriptor, read or written
/// as it is.
enum OwnDescriptor {
    /// The descriptor `path` names, or nil when it names none of this process's (or its links
    /// loop, which opening it then reports).
    static func named(_ path: String) -> Int32? {
        let folders = Set(["/proc/self/fd", "/proc/thread-self/fd", "/dev/fd"].compactMap(canonical))
        var current = path
        for _ in 0..<40 {
            if let folder = canonical(SymbolicLink.directory(of: current)), folders.contains(folder) {
                return Int32(current.split(separator: "/").last.map(String.init) ?? "")
            }
            guard let next = SymbolicLink.target(of: current) else { return nil }
            current = next
        }
        return nil
    }

    /// `path` with every symlink and `..` resolved, nil when it does not exist.
    private static func canonical(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
