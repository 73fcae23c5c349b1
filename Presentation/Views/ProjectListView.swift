//
//  ProjectListView.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-12-05.
//

import Domain

/// Renders a list of projects, as ``EntityListView`` renders every entity's: a table on a
/// terminal (truncated to the width), one tab-separated row per project in a pipe (id, then every
/// field in declaration order), or a JSON array.
public typealias ProjectListView = EntityListView<Project>
