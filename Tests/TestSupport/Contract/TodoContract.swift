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

// As the contract template writes it, for the generated `TodoRegistrationTests`, until the
// generated contract takes this file's place.
/// The repositories of what todos refer to (one per entity a reference field names, none
/// when they refer to nothing), over the same store as theirs: the contract stores the records the
/// samples refer to through them, and deletes through them.
public struct TodoReferred: Sendable {
    /// Where the Project records live.
    public let projectRepository: any ProjectRepositoryProtocol

    /// The repositories, each over the store the todos' repository uses.
    public init(
        projectRepository: any ProjectRepositoryProtocol,
    ) {
        self.projectRepository = projectRepository
    }

    /// Stores the records the samples refer to: ids 100 to 103 of each entity referred to.
    public func seed() async throws {
        _ = try await projectRepository.createAll((100...103).map { ProjectContract.sample($0) })
    }
}
