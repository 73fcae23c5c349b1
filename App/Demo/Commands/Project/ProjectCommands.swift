//
//  ProjectCommands.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-12-05.
//

import Domain
import Foundation
import Presentation

/// `demo project add|list|show|edit|rm`: the project commands `scripts/scaffold` wrote,
/// listed in the catalog between its `scaffold:demo-commands` markers, with any of its own
/// (``EntityCommands/ownCommands``).
enum ProjectCommands: EntityCommands {
    static let group = (name: "project", summary: "Add, list, change and remove projects")
    static let entityPluralWords = "projects"
    static let commands = [
        CommandEntry("add", ProjectAddCommand.self), CommandEntry("list", aliases: ["ls"], ProjectListCommand.self),
        CommandEntry("show", ProjectShowCommand.self), CommandEntry("edit", ProjectEditCommand.self),
        CommandEntry("rm", aliases: ["remove", "delete"], ProjectRemoveCommand.self),
    ].merged(with: ownCommands)

    /// The id that show, edit and rm take, or the name.
    static let id = PositionalSpec(
        name: "ID", help: "The project's id, or any unique start of it, or its name")
}

/// `demo project add [NAME] [--FIELD VALUE]... [--json]`.
struct ProjectAddCommand: Command {
    static let spec = CommandSpec(
        summary: "Add a project",
        positionals: [
            PositionalSpec(
                name: "NAME", help: "Name (several words are joined)",
                isOptional: true, isVariadic: true)
        ],
        options: ProjectOptions.fields + [CommandCatalog.json])

    let new: Project
    let lookups: [ReferenceLookup<Project>]
    let json: Bool

    init(_ parsed: ParsedCommand) throws(UsageError) {
        new = try ProjectOptions.newProject(parsed, positional: parsed.positional(0))
        lookups = try ProjectOptions.lookups(parsed)
        json = parsed.flag("json")
    }

    func run(_ context: CommandContext) async -> ExitCode {
        guard let found = await lookups.resolved(context) else { return .failure }
        var new = new
        for change in found { change(&new) }
        guard let viewModel = context.viewModel(ProjectDetailViewModel.self) else { return .failure }
        guard await viewModel.create(new), let project = viewModel.project else {
            return context.fail(viewModel.errorMessage)
        }
        if json {
            context.console.out(.rendered(ProjectDetailView.render(viewModel, format: .json, context: context.render)))
        } else {
            context.say("Added \(ShortID.labelled(project.id, ProjectDetailViewModel.label(project)))")
        }
        return .success
    }
}

/// `demo project list [filters] [--sort FIELD[:desc]] [--limit N] [--json]`.
struct ProjectListCommand: Command {
    static let spec = CommandSpec(
        summary: "List projects",
        options: ProjectOptions.filters + [
            .value("sort", "FIELD[:asc|:desc]", ProjectOptions.sortFields.map(\.name).joined(separator: ", ")),
            .value("limit", short: "n", "N", "Show at most N projects"), CommandCatalog.json,
        ])

    let query: ProjectQuery
    let lookups: [ReferenceLookup<ProjectFilter>]
    let json: Bool

    init(_ parsed: ParsedCommand) throws(UsageError) {
        query = try ProjectOptions.query(parsed)
        lookups = try ProjectOptions.filterLookups(parsed)
        json = parsed.flag("json")
    }

    func run(_ context: CommandContext) async -> ExitCode {
        guard let viewModel = context.viewModel(ProjectListViewModel.self) else { return .failure }
        guard let found = await lookups.resolved(context) else { return .failure }
        var query = query
        for change in found { change(&query.filter) }
        await viewModel.filter(query)
        guard viewModel.state == .loaded else { return context.fail(viewModel.errorMessage) }
        context.console.out(
            .rendered(ProjectListView.render(viewModel, format: json ? .json : .text, context: context.render)))
        return .success
    }
}

/// `demo project show ID [--json]`.
struct ProjectShowCommand: Command {
    static let spec = CommandSpec(
        summary: "Show one project in full", positionals: [ProjectCommands.id], options: [CommandCatalog.json])

    let id: String
    let json: Bool

    init(_ parsed: ParsedCommand) throws(UsageError) {
        id = try parsed.idOrName(of: "a project", named: !ProjectDetailViewModel.keys.isEmpty)
        json = parsed.flag("json")
    }

    func run(_ context: CommandContext) async -> ExitCode {
        guard let viewModel = context.viewModel(ProjectDetailViewModel.self) else { return .failure }
        guard await viewModel.load(named: id) else { return context.fail(viewModel.errorMessage) }
        context.console.out(
            .rendered(ProjectDetailView.render(viewModel, format: json ? .json : .text, context: context.render)))
        return .success
    }
}

/// `demo project edit ID [--FIELD VALUE]... [--json]`: only the fields given change.
struct ProjectEditCommand: Command {
    static let spec = CommandSpec(
        summary: "Change a project's fields", positionals: [ProjectCommands.id],
        options: ProjectOptions.fields + [CommandCatalog.json])

    let id: String
    let changes: [@Sendable (inout Project) -> Void]
    let lookups: [ReferenceLookup<Project>]
    let json: Bool

    init(_ parsed: ParsedCommand) throws(UsageError) {
        let path = parsed.spec.path
        id = try parsed.idOrName(of: "a project", named: !ProjectDetailViewModel.keys.isEmpty)
        changes = try ProjectOptions.changes(parsed)
        lookups = try ProjectOptions.lookups(parsed)
        guard !changes.isEmpty || !lookups.isEmpty else {
            let names = ProjectOptions.fields.map { "--" + $0.name }.joined(separator: ", ")
            throw UsageError(message: "nothing to change; give one or more of \(names)", command: path)
        }
        json = parsed.flag("json")
    }

    func run(_ context: CommandContext) async -> ExitCode {
        guard let found = await lookups.resolved(context) else { return .failure }
        let changes = changes + found
        guard let viewModel = context.viewModel(ProjectDetailViewModel.self) else { return .failure }
        guard await viewModel.load(named: id),
            await viewModel.edit({ project in for change in changes { change(&project) } })
        else {
            return context.fail(viewModel.errorMessage)
        }
        context.console.out(
            .rendered(ProjectDetailView.render(viewModel, format: json ? .json : .text, context: context.render)))
        return .success
    }
}

/// `demo project rm ID [--force]`: asks first on a terminal; needs `--force` otherwise.
struct ProjectRemoveCommand: Command {
    static let spec = CommandSpec(
        summary: "Remove a project", positionals: [ProjectCommands.id], options: [CommandCatalog.force])

    let id: String
    let force: Bool
    let path: [String]

    init(_ parsed: ParsedCommand) throws(UsageError) {
        path = parsed.spec.path
        id = try parsed.idOrName(of: "a project", named: !ProjectDetailViewModel.keys.isEmpty)
        force = parsed.flag("force")
    }

    func run(_ context: CommandContext) async -> ExitCode {
        guard let viewModel = context.viewModel(ProjectDetailViewModel.self) else { return .failure }
        guard await viewModel.load(named: id), let project = viewModel.project else {
            return context.fail(viewModel.errorMessage)
        }
        let label = ProjectDetailViewModel.label(project)
        let question: TerminalText =
            "Remove project \(ShortID.of(project.id))\(label.isEmpty ? "" : " \"\(label)\"")?"
        switch Confirmation.ask(question, force: force, command: path, context: context) {
        case .proceed: break
        case .declined: return .failure
        case .refused: return .usage
        }
        guard await viewModel.delete() else { return context.fail(viewModel.errorMessage) }
        context.say("Removed \(ShortID.labelled(project.id, label))")
        return .success
    }
}
