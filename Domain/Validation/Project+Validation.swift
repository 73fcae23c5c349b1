//
//  Project+Validation.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-12-05.
//

extension Project {
    /// This project as a repository stores it: every time rounded to the millisecond and
    /// within the storable years (``TimeRules``), and no text holding U+0000, which no store keeps
    /// (``TextRules``); the text it is listed by, and a unique field, trimmed and not empty, as a
    /// title. Throws the first rule broken. Whether a unique field's value is taken needs the
    /// other projects, so repositories check that themselves (by its key,
    /// ``TextRules/uniquenessKey(_:)``).
    public func validated() throws(ValidationError) -> Project {
        var project = self
        project.name = try TextRules.normalizedTitle(name, field: "name")
        project.createdAt = try TimeRules.storable(createdAt, field: "createdAt")
        project.updatedAt = try TimeRules.storable(updatedAt, field: "updatedAt")
        return project
    }
}
