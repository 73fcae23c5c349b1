import Foundation

/// A project as the API receives it in `POST projects` and `PUT projects/{id}` (docs/REST.md).
/// The name's uniqueness key is the server's business, so it is not sent.
public struct ProjectBody: Encodable, Sendable, Equatable {
    /// The id.
    public var id: UUID
    /// The validated display name.
    public var name: String
    /// Creation time in milliseconds since 1970; the server keeps the stored one on update.
    public var createdAt: Int64
    /// Last change in milliseconds since 1970.
    public var updatedAt: Int64
}
