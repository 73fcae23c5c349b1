import Data
import FileStore
import Foundation
import RemoteStore
import SQLiteStore
import TestSupport
import Testing

/// The stores a generated entity's contract runs on in one parameterised test
/// (`Tests/DataTests/DataSources/<Entity>StoreTests.swift`), each opened new and empty for one
/// case and closed after it. PostgreSQL is not among them: it needs a test server, so the entity's
/// PostgreSQL test is a test of its own, enabled only when one is set.
enum ContractStore: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case inMemory = "in memory"
    case sqlite = "SQLite, on an in-memory database"
    case file = "JSON file store"
    case remote = "remote store, against `server`"

    /// The store's name, as test reports show it.
    var testDescription: String { rawValue }

    /// Runs `body` on a new, empty store of this kind, then removes what it left (a folder, a
    /// server process).
    func open(_ body: @Sendable (DataStore) async throws -> Void) async throws {
        switch self {
        case .inMemory:
            try await body(DataStore.inMemory())
        case .sqlite:
            try await body(try DataStore.sqliteInMemory())
        case .file:
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let url = folder.url
            try await body(try await offCooperativePool { try DataStore.file(at: url) })
        case .remote:
            let server = try await ReferenceServer.start()
            defer { server.stop() }
            try await body(DataStore.remote(baseURL: server.baseURL))
        }
    }
}
