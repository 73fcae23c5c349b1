//
//  Project+Validation.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-12-05.
//

extension Project {
    /// This project as a repository stores it: times rounded to the millisecond, its
    /// creation and last change within the storable years (``TimeRules``).
    /// A unique field is trimmed and checked like a title too: its key
    /// (``TextRules/uniquenessKey(_:)``) ignores surrounding space, and an empty value is no value.
    /// Uniqueness needs the other projects, so repositories check it themselves.
    public func validated() throws(ValidationError) -> Project {
        var project = self
        project.name = try TextRules.normalizedTitle(name, field: "name")
        project.createdAt = try TimeRules.storable(createdAt, field: "createdAt")
        project.updatedAt = try TimeRules.storable(updatedAt, field: "updatedAt")
        return project
    }
}
