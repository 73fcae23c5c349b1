//
//  ProjectTransfer.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-12-05.
//

import Domain
import Foundation
import WireFormat

extension EntityTransfer {
    /// Every project in export and import files: lines of type `"project"`, each
    /// the wire object of one (ProjectJSON), as `--json` prints it.
    public static func project(_ repository: any ProjectRepositoryProtocol) -> EntityTransfer {
        EntityTransfer(
            type: "project", referredTypes: [],
            nouns: ("project", "projects"),
            stored: { () async throws(RepositoryError) in try await repository.fetchAll(ProjectQuery()) },
            json: { ProjectJSON($0) },
            entity: { json throws(WireValueError) in try json.project() },
            validated: { project throws(ValidationError) in try project.validated() },
            uniqueFields: [UniqueField("name", \.name)])
    }
}
