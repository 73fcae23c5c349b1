import WireFormat

/// A project as the API sends it: the one wire object, WireFormat's `ProjectJSON`
/// (docs/openapi.json, `Project`).
public typealias ProjectResponse = ProjectJSON

extension ProjectJSON: RemoteResource {
    /// The collection: `projects`.
    public static var collection: String { "projects" }
}
