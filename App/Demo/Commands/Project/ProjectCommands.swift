//
//  ProjectCommands.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-12-05.
//

import Domain
import Presentation

/// `demo project add|list|show|edit|rm`: the project commands, written once for every entity
/// (``GeneratedCommands``) over ``ProjectOptions``, listed in the catalog between its `scaffold:demo-commands`
/// markers, with any of its own (``EntityCommands/ownCommands``).
enum ProjectCommands: GeneratedCommands {
    typealias Options = ProjectOptions
    typealias DetailViewModel = ProjectDetailViewModel
    typealias ListViewModel = ProjectListViewModel

    static let group = (name: "project", summary: "Add, list, change and remove projects")

    /// The words after `add`: the name.
    static let nameArgument: PositionalSpec? = PositionalSpec(
        name: "NAME", help: "Name (several words are joined)", isOptional: true,
        isVariadic: true)

    /// The id that show, edit and rm take, or the name.
    static let id = PositionalSpec(
        name: "ID", help: "The project's id, or any unique start of it, or its name")
}
