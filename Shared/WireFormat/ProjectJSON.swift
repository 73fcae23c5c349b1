//
//  ProjectJSON.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-12-05.
//

import Domain
import Foundation

/// A project on the wire: the one JSON object the server answers and reads, the
/// remote store sends and reads, and `--json` prints (docs/openapi.json, `Project`).
///
/// Keys are the fields' Swift names unless `CodingKeys` names another member; scripts and clients
/// depend on them. Ids are lower-case,
/// dates ISO 8601 in UTC with milliseconds (as every store keeps them), an enum's case by name;
/// a nullable member may be left out of a request body, and an answer writes every member,
/// `null` for an absent one.
public struct ProjectJSON: Codable, Equatable, Sendable, WireObject {
    /// The id; left out only in a request body whose path names the record.
    public var id: WireID?
    /// Name.
    public var name: String
    /// When it was first stored; a server keeps the stored one on update.
    public var createdAt: WireTime
    /// When it last changed: its version (see `ETag`).
    public var updatedAt: WireTime

    /// The members, by their wire names: a body with another is refused.
    public enum CodingKeys: String, CodingKey, CaseIterable, Sendable {
        case id, name, createdAt, updatedAt
    }

    /// Writes every member, `null` for an absent one.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(createdAt, forKey: .createdAt)
        try container.encode(updatedAt, forKey: .updatedAt)
    }
}

extension ProjectJSON {
    /// The wire form of `project`.
    public init(_ project: Project) {
        id = WireID(project.id)
        name = project.name.wireValue
        createdAt = WireTime(project.createdAt)
        updatedAt = WireTime(project.updatedAt)
    }

    /// The project this object describes; `id`, when given (a path's), wins over the object's.
    public func project(id: UUID? = nil) throws(WireValueError) -> Project {
        guard let id = id ?? self.id?.uuid else { throw WireValueError(member: "id", "id is missing") }
        return Project(
            id: id,
            name: try WireField.value(name, member: "name"),
            createdAt: createdAt.date,
            updatedAt: updatedAt.date)
    }
}
