import Foundation
import Testing

/// The two servers the REST contract's refusals are held to: the app's `server` and the Python
/// fixture (Tests/HostileServer), which the remote tests also run against. The fixture needs
/// python3; on a machine without it only the Swift server is tested.
enum ServerUnderTest: CaseIterable, CustomTestStringConvertible {
    case swift, python

    /// The servers this machine can run.
    static var available: [ServerUnderTest] { ReferenceServer.hostileIsAvailable ? allCases : [.swift] }

    /// Starts one for `body`, hands it the server's root, and stops it when `body` returns.
    func serve(_ body: (URL) async throws -> Void) async throws {
        let server =
            switch self {
            case .swift: try await ReferenceServer.start()
            case .python: try await ReferenceServer.startHostile()
            }
        defer { server.stop() }
        try await body(server.baseURL)
    }

    var testDescription: String {
        switch self {
        case .swift: "the Swift server"
        case .python: "the Python fixture"
        }
    }
}
