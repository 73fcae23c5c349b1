import Foundation

/// Which rule a `RepositoryError.conflict` broke, for the error code on the wire.
///
/// Domain's conflict carries only its reason, so the kind is read from the words every store uses
/// for it (Data's `DataSourceError+Conflicts.swift` and `+Mapping.swift`). An unknown wording is
/// the generic `conflict`, which clients treat the same way (a refused write, with the message).
struct ConflictKind: Equatable {
    /// The code, e.g. `duplicate_id`.
    let code: String
    /// The id the conflict is about, for `duplicate_id`.
    let id: String?

    /// The kind the reason names.
    init(reason: String) {
        if reason.contains(" with id "), reason.hasSuffix("exists already"), let id = Self.firstUUID(in: reason) {
            self.init(code: "duplicate_id", id: id)
        } else if reason.contains(" changed since it was read"), let id = Self.firstUUID(in: reason) {
            self.init(code: "changed_since_read", id: id)
        } else if reason.hasPrefix("a project named ") {
            self.init(code: "duplicate_name", id: nil)
        } else if reason.contains(" still has ") {
            self.init(code: "project_in_use", id: nil)
        } else {
            self.init(code: "conflict", id: nil)
        }
    }

    private init(code: String, id: String?) {
        self.code = code
        self.id = id
    }

    private static func firstUUID(in text: String) -> String? {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\"" })
        return words.lazy.compactMap { UUID(uuidString: String($0)) }.first?.uuidString
    }
}
