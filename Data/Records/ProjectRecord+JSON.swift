import Foundation

// How the JSON file store writes a project: see TodoRecord+JSON.swift. Reading is `Codable`'s own.

extension ProjectRecord {
    /// Writes the record as ``encode(to:)`` and a sorted-keys `JSONEncoder` would; see
    /// `TodoRecord+JSON.swift`.
    func writeJSON(to writer: inout JSONWriter) {
        writer.raw("{\"createdAt\":")
        writer.integer(createdAt)
        writer.raw(",\"id\":")
        writer.uuid(id)
        writer.raw(",\"name\":")
        writer.string(name)
        writer.raw(",\"nameKey\":")
        writer.string(nameKey)
        writer.raw(",\"updatedAt\":")
        writer.integer(updatedAt)
        writer.raw("}")
    }
}
