import Data
import Foundation
import JSONSyntax

/// The answer to a ``BatchRequest``: per collection, the ids of the records created, in order,
/// and under `replace` the ids of those replaced (`{"todos": ["…", …], "replace": {"todos":
/// […]}}`). Ids only, so that the answer to an import of 100,000 todos stays well below the
/// client's response limit; the client checks that every id sent is there.
struct BatchResponse: Decodable, Sendable {
    /// The member of the body and the answer that holds replacements, never a collection's name.
    static let replaceKey = "replace"

    /// The ids created, by collection.
    let ids: [String: [UUID]]
    /// The ids replaced, by collection.
    let replaced: [String: [UUID]]

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: TableKey.self)
        var ids: [String: [UUID]] = [:]
        for key in container.allKeys where key.stringValue != Self.replaceKey {
            ids[key.stringValue] = try container.decode([UUID].self, forKey: key)
        }
        self.ids = ids
        replaced = try container.decodeIfPresent([String: [UUID]].self, forKey: TableKey(Self.replaceKey)) ?? [:]
    }
}
