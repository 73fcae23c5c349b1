//
//  TodoJSON.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-11-30.
//

import Domain
import Foundation

/// A todo on the wire: the one JSON object the server answers and reads, the
/// remote store sends and reads, and `--json` prints (docs/openapi.json, `Todo`).
///
/// Keys are the fields' Swift names unless `CodingKeys` names another member; scripts and clients
/// depend on them. Ids are lower-case,
/// dates ISO 8601 in UTC with milliseconds (as every store keeps them), an enum's case by name;
/// a nullable member may be left out of a request body, and an answer writes every member,
/// `null` for an absent one.
public struct TodoJSON: Codable, Equatable, Sendable, WireObject {
    /// The id; left out only in a request body whose path names the record.
    public var id: WireID?
    /// Title.
    public var title: String
    /// Notes.
    public var notes: String
    /// Is completed.
    public var isCompleted: Bool
    /// Priority.
    public var priority: String
    /// Due date.
    public var dueDate: WireTime?
    /// Project ID.
    public var projectID: WireID?
    /// When it was first stored; a server keeps the stored one on update.
    public var createdAt: WireTime
    /// When it last changed: its version (see `ETag`).
    public var updatedAt: WireTime

    /// The member of each field the wire names otherwise (a reference's id), which the server's
    /// error bodies name and the remote store reads back as the field.
    public static let membersByField = [
        "isCompleted": "done",
        "dueDate": "due",
        "projectID": "projectId",
    ]

    /// The members, by their wire names: a body with another is refused.
    public enum CodingKeys: String, CodingKey, CaseIterable, Sendable {
        case id, title, notes
        case isCompleted = "done"
        case priority
        case dueDate = "due"
        case projectID = "projectId"
        case createdAt, updatedAt
    }

    /// Writes every member, `null` for an absent one.
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

extension TodoJSON {
    /// The wire form of `todo`.
    public init(_ todo: Todo) {
        id = WireID(todo.id)
        title = todo.title.wireValue
        notes = todo.notes.wireValue
        isCompleted = todo.isCompleted.wireValue
        priority = todo.priority.wireValue
        dueDate = todo.dueDate.wireValue
        projectID = todo.projectID.wireValue
        createdAt = WireTime(todo.createdAt)
        updatedAt = WireTime(todo.updatedAt)
    }

    /// The todo this object describes; `id`, when given (a path's), wins over the object's.
    public func todo(id: UUID? = nil) throws(WireValueError) -> Todo {
        guard let id = id ?? self.id?.uuid else { throw WireValueError(member: "id", "id is missing") }
        return Todo(
            id: id,
            title: try WireField.value(title, member: "title"),
            notes: try WireField.value(notes, member: "notes"),
            isCompleted: try WireField.value(isCompleted, member: "done"),
            priority: try WireField.value(priority, member: "priority"),
            dueDate: try WireField.value(dueDate, member: "due"),
            projectID: try WireField.value(projectID, member: "projectId"),
            createdAt: createdAt.date,
            updatedAt: updatedAt.date)
    }
}

// Priority travels by its cases' names (WireField.swift).
extension Priority: WireFieldValue {}
