//
//  Todo+Validation.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-11-30.
//

extension Todo {
    /// This todo as a repository stores it: every time rounded to the millisecond and
    /// within the storable years (``TimeRules``), and no text holding U+0000, which no store keeps
    /// (``TextRules``); the text it is listed by, and a unique field, trimmed and not empty, as a
    /// title. Throws the first rule broken. Whether a unique field's value is taken needs the
    /// other todos, so repositories check that themselves (by its key,
    /// ``TextRules/uniquenessKey(_:)``).
    public func validated() throws(ValidationError) -> Todo {
        var todo = self
        todo.title = try TextRules.normalizedTitle(title, field: "title")
        todo.notes = try TextRules.storable(notes, field: "notes")
        todo.dueDate = try TimeRules.storable(dueDate, field: "dueDate")
        todo.createdAt = try TimeRules.storable(createdAt, field: "createdAt")
        todo.updatedAt = try TimeRules.storable(updatedAt, field: "updatedAt")
        return todo
    }
}
