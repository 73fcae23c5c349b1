//
//  ProjectRecord.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-12-05.
//

import Foundation

/// A project as stores keep it: times as integer milliseconds since 1970 (UTC).
/// SQLite reads and writes it by column index (`ProjectRecord+SQLite.swift`); the JSON file store with
/// its `Codable` conformance below.
public struct ProjectRecord: Equatable, Hashable, Sendable {
    /// The project's id.
    public var id: UUID
    /// Name.
    public var name: String
    /// Creation time in milliseconds since 1970.
    public var createdAt: Int64
    /// Last change in milliseconds since 1970.
    public var updatedAt: Int64

    /// Makes a record from its columns.
    public init(
        id: UUID,
        name: String,
        createdAt: Int64,
        updatedAt: Int64
    ) {
        self.id = id
        self.name = name
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }
}

// The JSON file store's project: one member per field, by its name, an absent value as
// `null` so that every member is always there to read or edit.
extension ProjectRecord: Codable {
    enum CodingKeys: String, CodingKey {
        case id, name, createdAt, updatedAt
    }

    /// Reads a project as ``encode(to:)`` writes it (a missing optional is nil);
    /// a time outside `Date.storableMilliseconds` is a decoding error at its key, which the file
    /// store reports with the record's line.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let id = try container.decode(UUID.self, forKey: .id)
        self.init(
            id: id,
            name: try container.decodeField(.name, entity: "project", id: id),
            createdAt: try container.decodeTime(.createdAt, entity: "project", id: id),
            updatedAt: try container.decodeTime(.updatedAt, entity: "project", id: id)
        )
    }

    /// Writes every field, an absent optional one as `null`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(createdAt, forKey: .createdAt)
        try container.encode(updatedAt, forKey: .updatedAt)
    }
}
