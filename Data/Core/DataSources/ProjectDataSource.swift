//
//  ProjectDataSource.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-12-05.
//

/// Where a ``ProjectRepositoryImpl`` keeps its records: every store's generic table over
/// ``ProjectSchema``.
public typealias ProjectDataSource = TableDataSource<ProjectSchema>
