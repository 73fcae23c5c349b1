import Data
import Foundation

/// The start of a body as text, bounded so that a 10 MB answer cannot flood an error or a log.
public enum BodySnippet {
    /// How many bytes of a body errors keep.
    public static let limit = 512

    /// The first ``limit`` bytes of `data` as UTF-8 (invalid bytes replaced), marked when cut.
    public static func of(_ data: Data) -> String {
        let text = String(decoding: data.prefix(limit), as: UTF8.self)
        return data.count > limit ? text + "… (\(data.count) bytes)" : text
    }
}
