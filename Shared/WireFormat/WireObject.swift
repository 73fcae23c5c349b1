/// An entity's one JSON object, which may name a field otherwise than Domain does (a todo's
/// `dueDate` is `due` on the wire, its `projectID` is `projectId`). This is the one table between
/// the two vocabularies: the server's error bodies name the member a client sent
/// (`"field": "projectId"`), and the remote store reads them back as the Domain field, so that
/// its errors read as every other store's.
public protocol WireObject {
    /// The wire member of each Domain field whose name differs, e.g. `"dueDate": "due"`; a field
    /// left out is its own member's name.
    static var membersByField: [String: String] { get }
}

extension WireObject {
    /// No field is renamed: a generated entity's members are its fields' Swift names.
    public static var membersByField: [String: String] { [:] }

    /// The wire member that carries Domain's `field`.
    public static func member(forField field: String) -> String {
        membersByField[field] ?? field
    }

    /// The Domain field that the wire `member` carries.
    public static func field(forMember member: String) -> String {
        membersByField.first { $0.value == member }?.key ?? member
    }
}
