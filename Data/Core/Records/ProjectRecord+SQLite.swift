//
//  ProjectRecord+SQLite.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-12-05.
//

import Domain
import Foundation

// A project row, read by column index and written by parameter index, by hand,
// for SQLite and PostgreSQL alike (`SQLRowReader`, `SQLValueBinder`). Arrays are stored as JSON
// text; doubles as REAL.

extension ProjectRecord: SQLiteRow {
    /// Reads the current row of a query that selected the schema's columns.
    package init<Row: SQLRowReader>(row: Row) throws(DataSourceError) {
        guard let id = row.uuid(at: 0) else {
            throw .storage(FailureEvidence("a project's id \"\(row.string(at: 0))\" is not a UUID"))
        }
        self.init(
            id: id,
            name: try SQLField.value(row, at: 1, name: "name", owner: "a project"),
            createdAt: row.int64(at: 2),
            updatedAt: row.int64(at: 3)
        )
    }

    /// Binds every field to its parameter of `binder`, in column order: a SQLite statement, or a
    /// PostgreSQL statement's values (``SQLValueBinder``).
    package func bind<Binder: SQLValueBinder>(to binder: Binder) throws(Binder.Failure) {
        try binder.bind(id, at: 1)
        try name.bind(to: binder, at: 2)
        try binder.bind(createdAt, at: 3)
        try binder.bind(updatedAt, at: 4)
        try binder.bind(nameKey, at: 5)
    }
}
