import Foundation

/// The project's one `JSONEncoder` and `JSONDecoder` configuration: every JSON text a record or
/// an answer is written as (the file store's snapshot and journal, the server's bodies, the
/// remote store's requests) comes from ``encoder()``; the server and the remote store read with
/// ``decoder()``. (The file store reads its own files with a faster `Decoder` of its own, which
/// reads what this one writes.)
///
/// Keys are sorted, so that the same value is always the same bytes: two snapshots diff record by
/// record, and a retried request has the digest its `Idempotency-Key` was first sent with. Slashes
/// are not escaped (`"a/b"`, not `"a\/b"`), as a person reading a file expects. Dates, data and
/// non-finite numbers keep the defaults: records hold times as integer milliseconds, and
/// encoding a non-finite `Double` fails rather than writing something JSON cannot read back.
///
/// It lives here, beside the strict syntax check, because this is the one target that the file
/// store (Data), the import and export (Presentation) and the server all depend on, and none of
/// them may see another.
package enum JSONCoding {
    /// A new encoder with the project's settings.
    package static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// A new decoder with the project's settings: `JSONDecoder`'s own.
    package static func decoder() -> JSONDecoder {
        JSONDecoder()
    }
}
