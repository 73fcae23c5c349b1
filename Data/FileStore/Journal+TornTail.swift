import Data
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Journal {
    /// Copies the bytes past the last consumed line (a line torn by a crash, or one that does not
    /// decode) to `journal.jsonl.g<generation>-torn-at-<offset>` beside the journal, durably,
    /// before anything cuts or replaces them: the store never drops bytes without leaving what
    /// they were and where they stood. Does nothing when there are none.
    ///
    /// The caller holds the exclusive lock.
    func preserveTornTail() throws(FileStoreError) {
        let size = try file.status().size
        guard size > consumed else { return }
        let tail = try file.read(from: consumed, count: size - consumed)
        let base = "\(file.path).g\(header?.generation ?? 0)-torn-at-\(consumed)"
        for attempt in 1...100 {
            let path = attempt == 1 ? base : "\(base)-\(attempt)"
            if let existing = try? PosixFile(path: path, flags: O_RDONLY),
                (try? existing.read(from: 0, count: tail.count + 1)) == tail
            {
                return  // kept already, by an append that failed afterwards
            }
            let copy: PosixFile
            do {
                copy = try PosixFile(path: path, flags: O_WRONLY | O_CREAT | O_EXCL)
            } catch {
                if case .io(_, EEXIST) = error.problem { continue }
                throw error
            }
            try copy.write(tail, at: 0)
            try copy.sync()
            try PosixFile(path: URL(fileURLWithPath: file.path).deletingLastPathComponent().path, flags: O_RDONLY)
                .sync()
            return
        }
        throw FileStoreError(
            file: base, problem: .inconsistent("100 torn tails were kept at this offset already; clear some away"))
    }
}
