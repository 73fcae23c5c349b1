import Domain
import Foundation

/// How a list or a detail shows a reference to another entity's record: by the name its view model
/// read for the id, or by the short id when it has none (a record removed meanwhile). Without
/// names (an entity rendered without its view model), nil: the whole id.
enum ReferenceText {
    /// The text for `id` among `names`; nil when there is no id or no list of names.
    static func named(_ id: UUID?, in names: [UUID: String]?) -> String? {
        guard let id, let names else { return nil }
        return names[id] ?? ShortID.of(id)
    }
}
