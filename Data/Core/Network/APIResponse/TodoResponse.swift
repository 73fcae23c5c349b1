import WireFormat

/// A todo as the API sends it: the one wire object, WireFormat's `TodoJSON` (docs/openapi.json,
/// `Todo`), which the server writes too.
public typealias TodoResponse = TodoJSON

extension TodoJSON: RemoteResource {
    /// The collection: `todos`.
    public static var collection: String { "todos" }
}
