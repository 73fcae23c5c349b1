import Foundation

@testable import ScaffoldKit

/// A tree in memory; `failOnWrite` makes the n-th write (1-based) fail, to exercise rollback,
/// `readOnly` paths refuse every write, as a read-only or immutable file on disk does, and
/// `crashAfter` freezes the tree after that many writes and removals, as a killed process leaves it.
final class MemoryFileSystem: FileSystem {
    var files: [String: Data]
    var failOnWrite: Int?
    var readOnly: Set<String> = []
    var crashAfter: Int?
    private(set) var writeCount = 0
    private var changeCount = 0

    private func crashing() -> Bool {
        changeCount += 1
        return crashAfter.map { changeCount > $0 } ?? false
    }

    init(_ texts: [String: String] = [:]) {
        files = texts.mapValues { Data($0.utf8) }
    }

    var texts: [String: String] { files.mapValues { String(decoding: $0, as: UTF8.self) } }

    func read(_ path: String) throws(ScaffoldError) -> Data? { files[path] }

    func write(_ data: Data, to path: String) throws(ScaffoldError) -> [String] {
        if crashing() { throw .io("the process died") }
        writeCount += 1
        if writeCount == failOnWrite { throw .io("injected failure writing \(path)") }
        if readOnly.contains(path) { throw .io("cannot write \(path): permission denied") }
        files[path] = data
        return []
    }

    func remove(_ path: String) throws(ScaffoldError) {
        if crashing() { throw .io("the process died") }
        if readOnly.contains(path) { throw .io("cannot remove \(path): permission denied") }
        files[path] = nil
    }

    func removeDirectoryIfEmpty(_ path: String) -> Bool { false }

    func files(under path: String) -> [String] { files.keys.filter { $0.hasPrefix(path + "/") } }

    func writeProblem(_ path: String) -> String? { readOnly.contains(path) ? "permission denied" : nil }

    func removeTemporaryFile(for path: String) {}
}
