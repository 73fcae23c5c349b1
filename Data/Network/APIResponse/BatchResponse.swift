import Foundation

/// The answer to a ``BatchRequest``: per collection, the ids of the records stored, in order
/// (`{"todos": ["…", …], …}`). Ids only, so that the answer to an import of 100,000 todos stays
/// well below the client's response limit; the client checks that every id sent is there.
struct BatchResponse: Decodable, Sendable {
    /// The ids stored, by collection.
    let ids: [String: [UUID]]

    init(from decoder: any Decoder) throws {
        ids = try [String: [UUID]](from: decoder)
    }
}
