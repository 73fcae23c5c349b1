//
//  DataStore+Todos.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-11-30.
//

extension DataStore {
    /// The todo data source of this store.
    public func todoDataSource() -> any TodoDataSource { dataSource(for: TodoSchema.self) }
}
