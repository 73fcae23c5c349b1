//
//  ProjectMappingTests.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-12-05.
//

import Data
import Domain
import Foundation
import TestSupport
import Testing
import WireFormat

/// A project through its record (what stores keep) and across the wire (what the remote store
/// sends and receives), and the request of each REST action.
@Suite("Project maps to its record and to the wire unchanged")
struct ProjectMappingTests {
    @Test("A project survives the round trip through its record unchanged")
    func roundTrip() throws {
        let project = ProjectContract.sample(1, seconds: 5)
        #expect(try ProjectRecord(project).toDomain() == project)
    }

    @Test("A stored time outside the storable range is a storage error naming the field, not a trap")
    func refusesAnUnstorableTime() {
        var record = ProjectRecord(ProjectContract.sample(4))
        record.updatedAt = Int64.max
        #expect(throws: DataSourceError.self) { try record.toDomain() }
    }

    @Test("Times are stored as whole milliseconds since 1970")
    func storesMilliseconds() {
        let project = ProjectContract.sample(2, seconds: 1)
        let record = ProjectRecord(project)
        #expect(record.createdAt == Fixtures.date(1).millisecondsSince1970)
        #expect(record.id == project.id)
    }

    @Test("What ProjectBody sends decodes as ProjectResponse and maps back to the same project")
    func bodyAndResponseRoundTrip() throws {
        let project = ProjectContract.sample(1, seconds: 3)
        let json = try JSONEncoder().encode(try ProjectBody(ProjectRecord(project)))
        let response = try JSONDecoder().decode(ProjectResponse.self, from: json)
        #expect(try response.toDomain() == project)
    }

    @Test("Each request names its path and method")
    func pathsAndMethods() {
        let project = ProjectContract.sample(2)
        let id = project.id.uuidString.lowercased()
        let body = ProjectBody(project)
        #expect(GetProjectRequest(id: project.id).path == "projects/\(id)")
        #expect(ListProjectRequest(query: .all).method == .get)
        #expect(CreateProjectRequest([body]).method == .post)
        #expect(UpdateProjectRequest(id: project.id, body).path == "projects/\(id)")
        #expect(DeleteProjectRequest(id: project.id).method == .delete)
        #expect(CountProjectRequest(filter: .all).path == "projects/count")
    }

    @Test("A list request carries its sort, order and page in the query string")
    func listQueryItems() {
        let query = ProjectQuery(sort: ProjectSort(.updatedAt, .descending), page: Page(limit: 5, offset: 10))
        let items = ListProjectRequest(query: query).queryItems
        #expect(items.contains(URLQueryItem(name: "sort", value: "updatedAt")))
        #expect(items.count >= 2)
    }
}
