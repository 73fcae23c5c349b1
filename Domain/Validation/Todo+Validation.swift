//
//  Todo+Validation.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-11-30.
//

extension Todo {
    /// This todo as a repository stores it: title trimmed and checked, notes checked
    /// (no U+0000, as ``TextRules`` says), times rounded to the millisecond and within the
    /// storable years. Throws the first rule broken.
    public func validated() throws(ValidationError) -> Todo {
        var todo = self
        todo.title = try TextRules.normalizedTitle(title, field: "title")
        todo.notes = try TextRules.storable(notes, field: "notes")
        todo.dueDate = try dueDate.map { date throws(ValidationError) in try TimeRules.storable(date, field: "dueDate")
        }
        todo.createdAt = try TimeRules.storable(createdAt, field: "createdAt")
        todo.updatedAt = try TimeRules.storable(updatedAt, field: "updatedAt")
        return todo
    }
}
