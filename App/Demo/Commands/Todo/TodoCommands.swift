//
//  TodoCommands.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-11-30.
//

import Domain
import Presentation

/// `demo todo add|list|show|edit|rm`: the todo commands, written once for every entity
/// (``GeneratedCommands``) over ``TodoOptions``, listed in the catalog between its `scaffold:demo-commands`
/// markers, with any of its own (``EntityCommands/ownCommands``).
enum TodoCommands: GeneratedCommands {
    typealias Options = TodoOptions
    typealias DetailViewModel = TodoDetailViewModel
    typealias ListViewModel = TodoListViewModel

    static let group = (name: "todo", summary: "Add, list, change and remove todos")

    /// The words after `add`: the title.
    static let nameArgument: PositionalSpec? = PositionalSpec(
        name: "TITLE", help: "Title (several words are joined)", isOptional: true,
        isVariadic: true)

    /// The id that show, edit and rm take.
    static let id = PositionalSpec(
        name: "ID", help: "The todo's id, or any unique start of it")
}
