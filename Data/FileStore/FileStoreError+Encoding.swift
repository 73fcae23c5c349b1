import Data
import Foundation

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
}
