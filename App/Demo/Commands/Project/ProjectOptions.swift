//
//  ProjectOptions.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-12-05.
//

import Domain
import Foundation
import Presentation

/// What the options of `demo project` mean (``EntityOptions``): one per field, named after it in
/// kebab-case, mapped here to the project (``new(_:positional:)``), to the change `edit` makes
/// (``changes(_:)``) and to the query `list` runs (``filter(_:)``, ``sortFields``).
enum ProjectOptions: EntityOptions {
    /// One option per field, for `add` and `edit`.
    static let fields: [OptionSpec] = [
        .field("name", String.self, "Name")
    ]

    /// The filter options of `list`, one per condition of the project filter (``EntityOptions/filters``).
    static let filters: [OptionSpec] = [
        OptionSpec.filters("name", String.self, words: "name", entities: "projects"),
        OptionSpec.search(over: ["name"], entities: "projects"),
    ].flatMap { $0 }

    /// What `list --sort` takes: every field that is not an array, and the two stamps.
    static let sortFields: [(name: String, field: ProjectSort.Field)] = [
        ("name", .name),
        ("created", .createdAt),
        ("updated", .updatedAt),
    ]

    /// A new project from the options: every field without a default is required (one
    /// added later with `--add-field` has the default its rows were given); the
    /// name may instead be `positional`, the words after `add`.
    static func new(_ parsed: ParsedCommand, positional: String?) throws(UsageError) -> Project {
        let name = try parsed.value("name", as: String.self) ?? positional
        guard let name else {
            throw UsageError(
                message: "give the name: demo project add WORDS, or --name TEXT",
                command: parsed.spec.path)
        }
        var project = Project(
            name: name,
        )
        for change in try changes(parsed) { change(&project) }
        return project
    }

    /// The changes the field options given ask for, one per option; empty when none is given.
    static func changes(_ parsed: ParsedCommand) throws(UsageError) -> [@Sendable (inout Project) -> Void] {
        var changes: [@Sendable (inout Project) -> Void] = []
        if let change = try parsed.change("name", \Project.name) { changes.append(change) }
        return changes
    }

    /// The query `list` runs: the filter options, `--sort` and `--limit`.
    static func query(_ parsed: ParsedCommand) throws(UsageError) -> ProjectQuery {
        let (sort, page) = try parsed.sortAndPage(sortFields)
        return ProjectQuery(
            filter: try filter(parsed), sort: sort.map { ProjectSort($0, $1) } ?? ProjectSort(), page: page)
    }

    /// The filter the list's options ask for; each filter option maps to its condition here.
    static func filter(_ parsed: ParsedCommand) throws(UsageError) -> ProjectFilter {
        var filter = ProjectFilter.all
        filter.name = try parsed.equals("name", as: String.self)
        filter.nameContains = try parsed.contains("name", as: String.self)
        filter.text = parsed.value("search")
        return filter
    }
}
