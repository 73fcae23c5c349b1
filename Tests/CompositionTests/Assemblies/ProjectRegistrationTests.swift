//
//  ProjectRegistrationTests.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-12-05.
//

import Composition
import DI
import Data
import Domain
import Foundation
import Presentation
import TestSupport
import Testing

@Suite("The container builds the project slice")
struct ProjectRegistrationTests {
    @Test("the project repository resolves over the memory store, shared, and keeps what it is given")
    func resolvesSharedRepository() async throws {
        let container = try CompositionRoot.makeContainer(store: .memory)
        try container.verify()
        let first = try container.require((any ProjectRepositoryProtocol).self)
        let second = try container.require((any ProjectRepositoryProtocol).self)
        // Compared outside #expect: the macro's reabstraction of === crashes Swift 6.3.1's SILGen.
        let shared = (first as AnyObject) === (second as AnyObject)
        #expect(shared)
        try await Self.referred(in: container).seed()
        let created = try await first.create(ProjectContract.sample(1))
        #expect(try await second.fetch(id: created.id) == created)
    }

    @Test("its list and detail view models resolve, a new one each time, over the shared repository")
    @MainActor
    func resolvesViewModels() async throws {
        let container = try CompositionRoot.makeContainer(store: .memory)
        let repository = try container.require((any ProjectRepositoryProtocol).self)
        try await Self.referred(in: container).seed()
        let created = try await repository.create(ProjectContract.sample(1))
        let list = try container.require(ProjectListViewModel.self)
        let other = try container.require(ProjectListViewModel.self)
        let distinct = list !== other
        #expect(distinct)
        await list.load()
        #expect(list.projects == [created])
        let detail = try container.require(ProjectDetailViewModel.self)
        #expect(await detail.load(idPrefix: created.id.uuidString))
        #expect(detail.project == created)
    }

    /// The repositories of what projects refer to, as the container resolves them.
    private static func referred(in container: Container) throws -> ProjectReferred {
        ProjectReferred()
    }
}
