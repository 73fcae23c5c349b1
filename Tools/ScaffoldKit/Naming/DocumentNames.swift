import Foundation

/// The names a JSON registration file (the OpenAPI document) already gives the members of the
/// object an entity's entry goes into: its components (`Count`, `Batch`, `Error`, `Id`,
/// `IdPrefixQuery`...) or its paths. An entity whose entry would add a member of one of those
/// names (`Count`, whose schema is `Count`; `IdPrefix`, whose query schema is `IdPrefixQuery`)
/// would leave the document with two members of one name, which a JSON reader takes as one of
/// them: the entity's schema would replace the document's own, or vanish.
enum DocumentNames {
    /// Why `entry`, the members one registration adds at `marker` of the JSON document `text`,
    /// cannot go in: the first of them that the object holding the marker has already; nil when
    /// none is taken or when either text is not JSON (the insertion reports that).
    static func clash(entry: String, marker: String, in text: String, file: String) -> String? {
        let begin = "x-scaffold-\(marker)-begin"
        guard let document = try? JSONSerialization.jsonObject(with: Data(text.utf8)),
            let holder = object(holding: begin, in: document),
            let added = try? JSONSerialization.jsonObject(with: Data(("{" + members(of: entry) + "}").utf8))
                as? [String: Any]
        else { return nil }
        let taken = added.keys.filter { holder[$0] != nil }.sorted()
        guard let name = taken.first else { return nil }
        return "its entry in \(file) would add '\(name)', a name the document already gives one of its own "
            + "members there (two members of one name read as one); choose another name"
    }

    /// The entry without the comma that separates it from the next member.
    private static func members(of entry: String) -> Substring {
        let trimmed = entry.trimmingWhitespace()
        return trimmed.hasSuffix(",") ? trimmed.dropLast() : Substring(trimmed)
    }

    /// The object, anywhere in `value`, that has the member `key`.
    private static func object(holding key: String, in value: Any) -> [String: Any]? {
        if let object = value as? [String: Any] {
            if object[key] != nil { return object }
            for child in object.values {
                if let found = Self.object(holding: key, in: child) { return found }
            }
        }
        if let array = value as? [Any] {
            for child in array {
                if let found = object(holding: key, in: child) { return found }
            }
        }
        return nil
    }
}
