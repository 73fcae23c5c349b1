import Testing

/// The two servers the REST contract's refusals are held to: the app's `server` and the Python
/// fixture (Tools/ReferenceServer), which the remote tests also run against. The fixture needs
/// python3; on a machine without it only the Swift server is tested.
enum ServerUnderTest: CaseIterable, CustomTestStringConvertible {
    case swift, python

    /// The servers this machine can run.
    static var available: [ServerUnderTest] { ReferenceServer.hostileIsAvailable ? allCases : [.swift] }

    /// Starts one, for one test.
    func start() async throws -> ReferenceServer {
        switch self {
        case .swift: try await ReferenceServer.start()
        case .python: try await ReferenceServer.startHostile()
        }
    }

    var testDescription: String {
        switch self {
        case .swift: "the Swift server"
        case .python: "the Python fixture"
        }
    }
}
