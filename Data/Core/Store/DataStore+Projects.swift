//
//  DataStore+Projects.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-12-05.
//

extension DataStore {
    /// The project data source of this store.
    public func projectDataSource() -> any ProjectDataSource { dataSource(for: ProjectSchema.self) }
}
