import WireFormat

/// A project as the API receives it in `POST projects` and `PUT projects/{id}`: the one wire
/// object, WireFormat's `ProjectJSON` (docs/openapi.json, `Project`).
public typealias ProjectBody = ProjectJSON
