//
//  TodoDataSource.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-11-30.
//

/// Where a ``TodoRepositoryImpl`` keeps its records: every store's generic table over
/// ``TodoSchema``.
public typealias TodoDataSource = TableDataSource<TodoSchema>
