import Data
import Foundation
import JSONSyntax

extension FileStoreError {
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
