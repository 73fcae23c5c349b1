import Foundation

@testable import ScaffoldKit

/// A tree in memory; `failOnWrite` makes the n-th write (1-based) fail, to exercise rollback.
final class MemoryFileSystem: FileSystem {
    var files: [String: Data]
    var failOnWrite: Int?
    private(set) var writeCount = 0

    init(_ texts: [String: String] = [:]) {
        files = texts.mapValues { Data($0.utf8) }
    }

    var texts: [String: String] { files.mapValues { String(decoding: $0, as: UTF8.self) } }

    func read(_ path: String) throws(ScaffoldError) -> Data? { files[path] }

    func write(_ data: Data, to path: String) throws(ScaffoldError) -> [String] {
        writeCount += 1
        if writeCount == failOnWrite { throw .io("injected failure writing \(path)") }
        files[path] = data
        return []
    }

    func remove(_ path: String) throws(ScaffoldError) { files[path] = nil }

    func removeDirectoryIfEmpty(_ path: String) -> Bool { false }
}
