//
//  TodoOptions.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-11-30.
//

import Domain
import Foundation
import Presentation

/// What the options of `demo todo` mean (``EntityOptions``): one per field, named after it in
/// kebab-case, mapped here to the todo (``new(_:positional:)``), to the change `edit` makes
/// (``changes(_:)``) and to the query `list` runs (``filter(_:)``, ``sortFields``).
enum TodoOptions: EntityOptions {
    /// One option per field, for `add` and `edit`.
    static let fields: [OptionSpec] = [
        .field("title", String.self, "Title"),
        .field("notes", String.self, "Notes"),
        .field("is-completed", Bool.self, "Is completed; false when not given"),
        .field("priority", Priority.self, "Priority; medium when not given"),
        .field("due-date", Date?.self, "Due date"),
        .reference("project", "Project", key: "name", isOptional: true),
    ]

    /// The filter options of `list`, one per condition of the todo filter (``EntityOptions/filters``).
    static let filters: [OptionSpec] = [
        OptionSpec.filters("title", String.self, words: "title", entities: "todos"),
        OptionSpec.filters("notes", String.self, words: "notes", entities: "todos"),
        OptionSpec.filters("is-completed", Bool.self, words: "is completed", entities: "todos"),
        OptionSpec.filters("priority", Priority.self, words: "priority", entities: "todos"),
        OptionSpec.filters("due-date", Date?.self, words: "due date", entities: "todos"),
        OptionSpec.referenceFilters("project", "project", key: "name", isOptional: true, entities: "todos"),
        OptionSpec.search(over: ["title", "notes"], entities: "todos"),
    ].flatMap { $0 }

    /// What `list --sort` takes: every field that is not an array, and the two stamps.
    static let sortFields: [(name: String, field: TodoSort.Field)] = [
        ("title", .title),
        ("notes", .notes),
        ("is-completed", .isCompleted),
        ("priority", .priority),
        ("due-date", .dueDate),
        ("project", .projectID),
        ("created", .createdAt),
        ("updated", .updatedAt),
    ]

    /// A new todo from the options: every field without a default is required (one
    /// added later with `--add-field` has the default its rows were given); the
    /// title may instead be `positional`, the words after `add`.
    static func new(_ parsed: ParsedCommand, positional: String?) throws(UsageError) -> Todo {
        let title = try parsed.value("title", as: String.self) ?? positional
        guard let title else {
            throw UsageError(
                message: "give the title: demo todo add WORDS, or --title TEXT",
                command: parsed.spec.path)
        }
        var todo = Todo(
            title: title,
            notes: "",
            isCompleted: false,
            priority: .medium,
            dueDate: nil,
            projectID: nil,
        )
        for change in try changes(parsed) { change(&todo) }
        return todo
    }

    /// The changes the field options given ask for, one per option; empty when none is given.
    static func changes(_ parsed: ParsedCommand) throws(UsageError) -> [@Sendable (inout Todo) -> Void] {
        var changes: [@Sendable (inout Todo) -> Void] = []
        if let change = try parsed.change("title", \Todo.title) { changes.append(change) }
        if let change = try parsed.change("notes", \Todo.notes) { changes.append(change) }
        if let change = try parsed.change("is-completed", \Todo.isCompleted) { changes.append(change) }
        if let change = try parsed.change("priority", \Todo.priority) { changes.append(change) }
        if let change = try parsed.change("due-date", \Todo.dueDate) { changes.append(change) }
        return changes
    }

    /// The query `list` runs: the filter options, `--sort` and `--limit`.
    static func query(_ parsed: ParsedCommand) throws(UsageError) -> TodoQuery {
        let (sort, page) = try parsed.sortAndPage(sortFields)
        return TodoQuery(filter: try filter(parsed), sort: sort.map { TodoSort($0, $1) } ?? TodoSort(), page: page)
    }

    /// The filter the list's options ask for; each filter option maps to its condition here.
    static func filter(_ parsed: ParsedCommand) throws(UsageError) -> TodoFilter {
        var filter = TodoFilter.all
        filter.title = try parsed.equals("title", as: String.self)
        filter.titleContains = try parsed.contains("title", as: String.self)
        filter.notes = try parsed.equals("notes", as: String.self)
        filter.notesContains = try parsed.contains("notes", as: String.self)
        filter.isCompleted = try parsed.equals("is-completed", as: Bool.self)
        filter.priority = try parsed.equals("priority", as: Priority.self)
        filter.dueDate = try parsed.equals("due-date", as: Date.self)
        filter.dueDateMin = try parsed.atLeast("due-date", as: Date.self)
        filter.dueDateMax = try parsed.atMost("due-date", as: Date.self)
        if parsed.flag("project-none") { filter.projectID = .isNil }
        filter.text = parsed.value("search")
        return filter
    }

    /// The reference options given (`--{entity} ID`, one per entity referred to), each found when the
    /// command runs.
    static func lookups(_ parsed: ParsedCommand) throws(UsageError) -> [ReferenceLookup<Todo>] {
        [
            try ReferenceLookup<Todo>.text(parsed, "project", entity: "a project", optional: true, key: "name").map {
                ReferenceLookup<Todo>(option: "project", text: $0, find: findProject, field: \.projectID)
            }
        ].compactMap { $0 }
    }

    /// The reference conditions of `list` (`--{entity} ID`), each found when the command runs.
    static func filterLookups(_ parsed: ParsedCommand) throws(UsageError) -> [ReferenceLookup<TodoQuery>] {
        [
            try ReferenceLookup<TodoQuery>.filterText(parsed, "project", entity: "a project", key: "name").map {
                ReferenceLookup<TodoQuery>(option: "project", text: $0, find: findProject, field: \.filter.projectID)
            }
        ].compactMap { $0 }
    }

    /// The id of the project that `text` names: its name, its id or the start of one.
    @MainActor
    private static func findProject(_ text: String, option: String, context: CommandContext) async -> UUID? {
        guard let repository = context.viewModel((any ProjectRepositoryProtocol).self) else { return nil }
        let finder = ReferenceFinder(
            "project", pluralWords: "projects", repository: repository, all: ProjectQuery(), key: { $0.name },
            lookup: { try await repository.fetch(name: $0) },
            label: { $0.name })
        switch await finder.id(named: text) {
        case .success(let id):
            return id
        case .failure(let notFound):
            _ = context.fail("--\(option): \(notFound.message)")
            return nil
        }
    }
}

// The options of `demo todo` take Priority's cases by name (FieldOptionValue+FieldEnum.swift).
extension Priority: FieldOptionValue {}
