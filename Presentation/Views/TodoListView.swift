//
//  TodoListView.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-11-30.
//

import Domain

/// Renders a list of todos, as ``EntityListView`` renders every entity's: a table on a
/// terminal (truncated to the width), one tab-separated row per todo in a pipe (id, then every
/// field in declaration order), or a JSON array.
public typealias TodoListView = EntityListView<Todo>
