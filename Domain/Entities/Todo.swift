//
//  Todo.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-11-30.
//

import Foundation

/// A thing to do: the demo's main entity.
///
/// A plain value. It knows nothing of how it is stored or sent: records and responses in the
/// Data layer map to and from it. Create one with its initialiser, then hand it to a
/// ``TodoRepositoryProtocol``, which validates and normalises it (see ``Todo/validated()``).
public struct Todo: VersionedEntity, Equatable, Hashable {
    /// Stable identity, chosen by the client so that a todo can be referred to before it is stored.
    public let id: UUID
    /// What to do: trimmed, never empty, at most ``TextRules/maximumLength`` characters.
    public var title: String
    /// Free-form details; may be empty and long.
    public var notes: String
    /// Whether the todo is done.
    public var isCompleted: Bool
    /// How much it matters; sorts low < medium < high.
    public var priority: Priority
    /// When it should be done by, if ever.
    public var dueDate: Date?
    /// The project it belongs to, if any.
    public var projectID: Project.ID?
    /// When it was first stored.
    public var createdAt: Date
    /// When it last changed; repositories set it on every update.
    public var updatedAt: Date

    /// Makes a todo. Timestamps default to now, rounded to the millisecond like every stored time.
    public init(
        id: UUID = .timeOrdered(),
        title: String,
        notes: String = "",
        isCompleted: Bool = false,
        priority: Priority = .medium,
        dueDate: Date? = nil,
        projectID: Project.ID? = nil,
        createdAt: Date = Date(),
        updatedAt: Date? = nil
    ) {
        self.id = id
        self.title = title
        self.notes = notes
        self.isCompleted = isCompleted
        self.priority = priority
        self.dueDate = dueDate?.roundedToMilliseconds
        self.projectID = projectID
        self.createdAt = createdAt.roundedToMilliseconds
        self.updatedAt = (updatedAt ?? createdAt).roundedToMilliseconds
    }
}
