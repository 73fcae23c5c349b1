//
//  TodoRegistrationTests.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-11-30.
//

import Composition
import DI
import Data
import Domain
import Foundation
import Presentation
import TestSupport
import Testing

@Suite("The container builds the todo slice")
struct TodoRegistrationTests {
    @Test("the todo repository resolves over the memory store, shared, and keeps what it is given")
    func resolvesSharedRepository() async throws {
        let container = try CompositionRoot.makeContainer(store: .memory)
        try container.verify()
        let first = try container.require((any TodoRepositoryProtocol).self)
        let second = try container.require((any TodoRepositoryProtocol).self)
        // Compared outside #expect: the macro's reabstraction of === crashes Swift 6.3.1's SILGen.
        let shared = (first as AnyObject) === (second as AnyObject)
        #expect(shared)
        try await Self.referred(in: container).seed()
        let created = try await first.create(TodoContract.sample(1))
        #expect(try await second.fetch(id: created.id) == created)
    }

    @Test("its list and detail view models resolve, a new one each time, over the shared repository")
    @MainActor
    func resolvesViewModels() async throws {
        let container = try CompositionRoot.makeContainer(store: .memory)
        let repository = try container.require((any TodoRepositoryProtocol).self)
        try await Self.referred(in: container).seed()
        let created = try await repository.create(TodoContract.sample(1))
        let list = try container.require(TodoListViewModel.self)
        let other = try container.require(TodoListViewModel.self)
        let distinct = list !== other
        #expect(distinct)
        await list.load()
        #expect(list.todos == [created])
        let detail = try container.require(TodoDetailViewModel.self)
        #expect(await detail.load(idPrefix: created.id.uuidString))
        #expect(detail.todo == created)
    }

    /// The repositories of what todos refer to, as the container resolves them.
    private static func referred(in container: Container) throws -> TodoReferred {
        TodoReferred(
            projectRepository: try container.require((any ProjectRepositoryProtocol).self),
        )
    }
}
