//
//  TodoContract.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-11-30.
//

import Domain
import Foundation

/// Todos as generated entities' contracts refer to them (`step:Todo`): the contract stores samples
/// 100 to 103 of each entity referred to. A generated entity's contract has its own `sample(_:)`
/// (Project's is `ProjectContract.swift`); Todo is written by hand, so its sample is here.
public enum TodoContract {
    /// Todo `number`: id `Fixtures.id(number)`, in no project.
    public static func sample(_ number: Int) -> Todo {
        Todo(id: Fixtures.id(number), title: "Todo \(number)", createdAt: Fixtures.date(Int64(number)))
    }
}
