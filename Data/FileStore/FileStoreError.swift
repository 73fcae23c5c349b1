import Data
import Domain
import Foundation
import JSONSyntax

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why the JSON file store could not read or write its files: the file, what is wrong, and where.
///
/// It travels inside ``/Data/DataSourceError/storage(_:)``'s ``/Domain/FailureEvidence`` as the
/// underlying error. When one is reported, the store has left every file exactly as it was.
public struct FileStoreError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong with the file.
    public enum Problem: Sendable, Equatable {
        /// The bytes are not valid JSON, or not the JSON this format expects; the detail says which.
        case malformed(String)
        /// `formatVersion` is missing or names no version this program knows.
        case unknownVersion(Int?)
        /// `formatVersion` is higher than this program's: a newer version wrote the file.
        case newerVersion(found: Int, supported: Int)
        /// The files contradict each other or the store's rules (a duplicate id, a journal
        /// ahead of its snapshot, a journal without a snapshot).
        case inconsistent(String)
        /// A system call failed with this `errno`.
        case io(operation: String, errno: Int32)
    }

    /// The path of the file concerned.
    public let file: String
    /// What is wrong.
    public let problem: Problem
    /// The 1-based line where the file broke, when known.
    public let line: Int?
    /// The 0-based byte offset in the file where it broke, when known.
    public let byteOffset: Int?
    /// The JSON coding path to the bad value, e.g. `todos[12].priority`, when known.
    public let codingPath: String?

    /// Describes a failure of `file`.
    public init(file: String, problem: Problem, line: Int? = nil, byteOffset: Int? = nil, codingPath: String? = nil) {
        self.file = file
        self.problem = problem
        self.line = line
        self.byteOffset = byteOffset
        self.codingPath = codingPath
    }

    /// One line a person can act on, e.g. `snapshot.json line 4 (byte 812) at todos[2].title: ...`.
    public var description: String {
        var text = file
        if let line { text += " line \(line)" }
        if let byteOffset { text += " (byte \(byteOffset))" }
        if let codingPath, !codingPath.isEmpty { text += " at \(codingPath)" }
        return text + ": " + problemDescription
    }

    private var problemDescription: String {
        switch problem {
        case .malformed(let detail): "malformed: \(detail)"
        case .unknownVersion(let found?): "unknown formatVersion \(found)"
        case .unknownVersion(nil): "no formatVersion"
        case .newerVersion(let found, let supported):
            "written by a newer version (formatVersion \(found), this program reads \(supported))"
        case .inconsistent(let detail): "inconsistent: \(detail)"
        case .io(let operation, let code): "\(operation) failed: \(String(cString: strerror(code))) (errno \(code))"
        }
    }
}

extension DataSourceError {
    /// The storage failure that carries `error` as its evidence.
    static func file(_ error: FileStoreError) -> DataSourceError {
        .storage(FailureEvidence(error.condition, underlying: error))
    }
}

extension FileStoreError {
    /// What happened, in words a person can act on: a full disk is named with the folder it
    /// holds (a write or fsync failed with `ENOSPC`, or `EDQUOT` for a full quota; the store
    /// left every file as it was); anything else says the store cannot be used, and the error
    /// itself follows as the evidence's underlying error.
    var condition: String {
        switch problem {
        case .io(_, ENOSPC), .io(_, EDQUOT):
            let folder = (file as NSString).deletingLastPathComponent
            return "the disk holding \(folder.isEmpty ? file : folder) is full; free some space and try again"
        default:
            return "the JSON file store cannot be used"
        }
    }

    /// The error for a value that `JSONEncoder` refused to write into `file` (a generated
    /// entity's non-finite `Double`, which JSON cannot hold): the write is refused, and the file
    /// keeps what it held, rather than holding something that would not load.
    static func unencodable(_ error: any Error, file: String) -> FileStoreError {
        let detail: String
        if case .invalidValue(let value, let context) = error as? EncodingError {
            detail = "\(value) cannot be written as JSON: \(context.debugDescription)"
        } else {
            detail = "cannot be written as JSON: \(error)"
        }
        return FileStoreError(file: file, problem: .malformed(detail))
    }

    /// The error for `data` failing to decode with `error`; `data` is the whole of `file` or one
    /// line of it, starting at line `startLine` and byte `startOffset`.
    ///
    /// A syntax error is located to its byte; in a `versioned` object, a version other than this
    /// program's is named as such (a newer file may have any shape); anything else gives the JSON
    /// coding path.
    static func decoding(
        _ error: any Error, data: Data, file: String, startLine: Int, startOffset: Int, versioned: Bool = true
    ) -> FileStoreError {
        if let syntax = JSONSyntaxCheck.firstError(in: data) {
            let newlines = data.prefix(syntax.offset).reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
            return FileStoreError(
                file: file, problem: .malformed(syntax.reason), line: startLine + newlines,
                byteOffset: startOffset + syntax.offset)
        }
        let isOneLine = !data.contains(0x0A)
        let line = isOneLine ? startLine : nil
        let offset = isOneLine ? startOffset : nil
        if versioned, let versionError = version(of: data, file: file, line: line, byteOffset: offset) {
            return versionError
        }
        guard let decoding = error as? DecodingError else {
            return FileStoreError(file: file, problem: .malformed("\(error)"), line: line, byteOffset: offset)
        }
        let (path, detail) = decoding.pathAndDetail
        return FileStoreError(file: file, problem: .malformed(detail), line: line, byteOffset: offset, codingPath: path)
    }

    /// The error for a JSON object whose `formatVersion` this program does not read, or nil
    /// when it is a version this program reads.
    static func version(of data: Data, file: String, line: Int?, byteOffset: Int?) -> FileStoreError? {
        let found = (try? JSONCoding.decoder().decode(VersionProbe.self, from: data))?.formatVersion
        return version(found, file: file, line: line, byteOffset: byteOffset)
    }

    /// The error for `found`, or nil when it is a version this program reads.
    static func version(_ found: Int?, file: String, line: Int?, byteOffset: Int?) -> FileStoreError? {
        switch found {
        case let found? where FileStoreFormat.readableVersions.contains(found): nil
        case let found? where found > FileStoreFormat.version:
            FileStoreError(
                file: file, problem: .newerVersion(found: found, supported: FileStoreFormat.version), line: line,
                byteOffset: byteOffset, codingPath: "formatVersion")
        default:
            FileStoreError(
                file: file, problem: .unknownVersion(found), line: line, byteOffset: byteOffset,
                codingPath: "formatVersion")
        }
    }
}

/// Reads only `formatVersion`, whatever else a file holds.
private struct VersionProbe: Decodable {
    let formatVersion: Int?
}

extension DecodingError {
    /// The coding path as a person writes it (`todos[3].title`) and what was wrong there.
    fileprivate var pathAndDetail: (String, String) {
        let context: Context
        switch self {
        case .typeMismatch(_, let found), .valueNotFound(_, let found), .keyNotFound(_, let found),
            .dataCorrupted(let found):
            context = found
        @unknown default:
            return ("", "\(self)")
        }
        var path = ""
        for key in context.codingPath {
            if let index = key.intValue {
                path += "[\(index)]"
            } else {
                path += path.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        if case .keyNotFound(let key, _) = self {
            path += path.isEmpty ? key.stringValue : ".\(key.stringValue)"
        }
        return (path, context.debugDescription)
    }
}

/// Runs file-layer code, reporting its failure as a data-source error (the file store's twin of
/// the SQLite data sources' `sqlite { }`).
func fileStore<T>(_ body: () throws(FileStoreError) -> T) throws(DataSourceError) -> T {
    do {
        return try body()
    } catch {
        throw .file(error)
    }
}
