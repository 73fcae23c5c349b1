import Domain
import Foundation

/// An id as a body carries it, read as a path's id is (Domain's `UUID(text:)`): exactly 36
/// characters, hex digits in groups of 8-4-4-4-12; written upper-case.
///
/// Why not `UUID`'s own `Decodable`: on Linux it goes through sscanf, which read
/// `"+0000000-…"`, `" 0000000-…"` and `"0x000000-…"` as `00000000-…`, so a body could store a
/// todo under an id other than the one it sent.
struct WireID: Codable, Sendable {
    /// The id.
    let uuid: UUID

    /// The id `uuid`, to write.
    init(_ uuid: UUID) {
        self.uuid = uuid
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        guard let uuid = UUID(text: try container.decode(String.self)) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "expected 36 characters, hex digits in groups of 8-4-4-4-12")
        }
        self.uuid = uuid
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(uuid.uuidString)
    }
}
