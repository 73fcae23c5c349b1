//
//  Todo.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-11-30.
//

import Foundation

/// A todo.
///
/// A plain value. It knows nothing of how it is stored or sent: records and responses in the
/// Data layer map to and from it. Repositories (``TodoRepositoryProtocol``) validate and
/// normalise it before every write (see ``Todo/validated()``).
public struct Todo: VersionedEntity, Equatable, Hashable {
    /// Stable identity, chosen by the client so that a todo can be referred to before it
    /// is stored.
    public let id: UUID
    /// Title.
    public var title: String
    /// Notes.
    public var notes: String
    /// Whether it is completed.
    public var isCompleted: Bool
    /// Priority.
    public var priority: Priority
    /// Due date, if any.
    public var dueDate: Date?
    /// The project it refers to, if any: a stored one, which cannot be deleted while referred to.
    public var projectID: Project.ID?
    /// When it was first stored.
    public var createdAt: Date
    /// When it last changed; repositories set it on every update.
    public var updatedAt: Date

    /// Makes a todo. Timestamps default to now; every time is rounded to the millisecond,
    /// as every store keeps them.
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
        self.dueDate = dueDate.roundedToMilliseconds
        self.projectID = projectID
        self.createdAt = createdAt.roundedToMilliseconds
        self.updatedAt = (updatedAt ?? createdAt).roundedToMilliseconds
    }
}
