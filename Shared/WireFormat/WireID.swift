import Domain
import Foundation

/// An id as the wire carries it (docs/openapi.json, `Id`): written lower-case, read as a path's
/// id is (Domain's `UUID(text:)`): exactly 36 characters, hex digits in either case in groups of
/// 8-4-4-4-12.
///
/// Why not `UUID`'s own `Codable`: on Linux its decoding goes through sscanf, which read
/// `"+0000000-…"`, `" 0000000-…"` and `"0x000000-…"` as `00000000-…`, so a body could store a
/// record under an id other than the one it sent; and it writes upper-case, where the demo, the
/// export and most JSON APIs write lower-case.
public struct WireID: Codable, Hashable, Sendable {
    /// The id.
    public let uuid: UUID

    /// The id `uuid`, to write.
    public init(_ uuid: UUID) {
        self.uuid = uuid
    }

    /// Reads the 36-character form; anything else is a decoding error at the member.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        guard let uuid = UUID(text: try container.decode(String.self)) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "expected 36 characters, hex digits in groups of 8-4-4-4-12")
        }
        self.uuid = uuid
    }

    /// Writes the id lower-case.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(Self.text(uuid))
    }

    /// `uuid` as the wire spells it: lower-case, 36 characters.
    public static func text(_ uuid: UUID) -> String {
        uuid.uuidString.lowercased()
    }
}
