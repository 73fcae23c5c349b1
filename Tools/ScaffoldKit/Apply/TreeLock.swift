import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An exclusive `flock(2)` on the repository's root folder, held while the tree is recovered or
/// written, so that one scaffold command never finishes the journal of another that is still
/// applying it. It leaves no file behind, and the kernel releases it when the holder dies.
enum TreeLock {
    /// Runs `body` holding the lock, waiting for another scaffold command to let go of it first.
    static func holding<T>(_ root: URL, _ body: () throws(ScaffoldError) -> T) throws(ScaffoldError) -> T {
        let descriptor = open(root.path, O_RDONLY)
        guard descriptor >= 0 else { return try body() }  // an unreadable root fails on its own terms
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { return try body() }  // no locks on this file system
        }
        return try body()
    }
}
