#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One step along a chain of symbolic links, as ``OwnDescriptor`` and ``OutputFile`` follow
/// them by hand: each needs to see every link on the way, not only where the chain ends.
enum SymbolicLink {
    /// Where the link at `path` points, a relative target read from the link's folder; nil when
    /// `path` is no link or cannot be read, with `errno` saying which.
    static func target(of path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink(path, &buffer, buffer.count - 1)
        guard length >= 0 else { return nil }
        let link = String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return link.hasPrefix("/") ? link : directory(of: path) + "/" + link
    }

    /// The folder `path` is in: `.` for a bare name, `/` at the root.
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
