import Foundation

/// A named group of todos.
///
/// Names are unique regardless of case (see ``Project/nameKey``); repositories enforce it.
public struct Project: VersionedEntity, Equatable, Hashable {
    /// Stable identity, chosen by the client.
    public let id: UUID
    /// The display name: trimmed, never empty, at most ``TextRules/maximumLength`` characters.
    public var name: String
    /// When it was first stored.
    public var createdAt: Date
    /// When it last changed; repositories set it on every update.
    public var updatedAt: Date

    /// Makes a project. Timestamps default to now, rounded to the millisecond.
    public init(id: UUID = .timeOrdered(), name: String, createdAt: Date = Date(), updatedAt: Date? = nil) {
        self.id = id
        self.name = name
        self.createdAt = createdAt.roundedToMilliseconds
        self.updatedAt = (updatedAt ?? createdAt).roundedToMilliseconds
    }
}

extension Project {
    /// The form of the name that uniqueness is decided on: two projects whose keys are equal
    /// clash. Case and width are folded, so "Home", "HOME" and "ｈｏｍｅ" are one name, and the
    /// key is composed (NFC), so "Café" typed with "é" or with "e" and a combining accent is one
    /// name too, byte for byte: SQL stores compare the key's bytes, not its characters.
    public var nameKey: String {
        Self.nameKey(for: name)
    }

    /// The uniqueness key of any candidate name: ``TextRules/uniquenessKey(_:)``, the rule every
    /// unique text follows.
    public static func nameKey(for name: String) -> String {
        TextRules.uniquenessKey(name)
    }
}
