//
//  ProjectRecord+Codable.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-12-05.
//

import Foundation

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
