//
//  TodoTransfer.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-11-30.
//

import Domain
import Foundation
import WireFormat

extension EntityTransfer {
    /// Every todo in export and import files: lines of type `"todo"`, each
    /// the wire object of one (TodoJSON), as `--json` prints it.
    public static func todo(_ repository: any TodoRepositoryProtocol) -> EntityTransfer {
        EntityTransfer(
            type: "todo", referredTypes: ["project"],
            nouns: ("todo", "todos"),
            stored: { () async throws(RepositoryError) in try await repository.fetchAll(TodoQuery()) },
            json: { TodoJSON($0) },
            entity: { json throws(WireValueError) in try json.todo() },
            validated: { todo throws(ValidationError) in try todo.validated() },
            uniqueFields: [])
    }
}
