import WireFormat

/// A todo as the API receives it in `POST todos` and `PUT todos/{id}`: the one wire object,
/// WireFormat's `TodoJSON` (docs/openapi.json, `Todo`), which the server reads too.
public typealias TodoBody = TodoJSON
