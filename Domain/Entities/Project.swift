//
//  Project.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-12-05.
//

import Foundation

/// A project.
///
/// A plain value. It knows nothing of how it is stored or sent: records and responses in the
/// Data layer map to and from it. Repositories (``ProjectRepositoryProtocol``) validate and
/// normalise it before every write (see ``Project/validated()``).
public struct Project: VersionedEntity, Equatable, Hashable {
    /// Stable identity, chosen by the client so that a project can be referred to before it
    /// is stored.
    public let id: UUID
    /// Name.
    public var name: String
    /// When it was first stored.
    public var createdAt: Date
    /// When it last changed; repositories set it on every update.
    public var updatedAt: Date

    /// Makes a project. Timestamps default to now; every time is rounded to the millisecond,
    /// as every store keeps them.
    public init(
        id: UUID = .timeOrdered(),
        name: String,
        createdAt: Date = Date(),
        updatedAt: Date? = nil
    ) {
        self.id = id
        self.name = name
        self.createdAt = createdAt.roundedToMilliseconds
        self.updatedAt = (updatedAt ?? createdAt).roundedToMilliseconds
    }
}
