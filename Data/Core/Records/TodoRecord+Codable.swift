//
//  TodoRecord+Codable.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-11-30.
//

import Foundation

// The JSON file store's todo: one member per field, by its name, an absent value as
// `null` so that every member is always there to read or edit.
extension TodoRecord: Codable {
    enum CodingKeys: String, CodingKey {
        case id, title, notes, isCompleted, priority, dueDate, projectID, createdAt, updatedAt
    }

    /// Reads a todo as ``encode(to:)`` writes it (a missing optional is nil);
    /// a time outside `Date.storableMilliseconds` is a decoding error at its key, which the file
    /// store reports with the record's line.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let id = try container.decode(UUID.self, forKey: .id)
        self.init(
            id: id,
            title: try container.decodeField(.title, entity: "todo", id: id),
            notes: try container.decodeField(.notes, entity: "todo", id: id),
            isCompleted: try container.decodeField(.isCompleted, entity: "todo", id: id),
            priority: try container.decodeField(.priority, entity: "todo", id: id),
            dueDate: try container.decodeField(.dueDate, entity: "todo", id: id),
            projectID: try container.decodeField(.projectID, entity: "todo", id: id),
            createdAt: try container.decodeTime(.createdAt, entity: "todo", id: id),
            updatedAt: try container.decodeTime(.updatedAt, entity: "todo", id: id)
        )
    }

    /// Writes every field, an absent optional one as `null`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(title, forKey: .title)
        try container.encode(notes, forKey: .notes)
        try container.encode(isCompleted, forKey: .isCompleted)
        try container.encode(priority, forKey: .priority)
        try container.encode(dueDate, forKey: .dueDate)
        try container.encode(projectID, forKey: .projectID)
        try container.encode(createdAt, forKey: .createdAt)
        try container.encode(updatedAt, forKey: .updatedAt)
    }
}
