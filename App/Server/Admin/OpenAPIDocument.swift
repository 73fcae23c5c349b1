import Foundation

/// `GET /openapi.json`: docs/openapi.json, the contract this server implements, never
/// authorized, so that an API browser, a client generator or a contract tester can read it from
/// the server it describes. The file is a resource of the Server target,
/// `App/Server/OpenAPI/openapi.json` (docs/openapi.json links to it: SwiftPM copies a link as a
/// link), which the build copies beside the executable; the server reads it once at start, and a
/// test checks that the answer is the file, byte for byte.
struct OpenAPIDocument: Sendable {
    /// The route.
    static let path = "/openapi.json"

    /// The document, or nil when the executable was moved without its resources.
    let bytes: [UInt8]?

    /// The document the build installed beside the executable.
    static func installed() -> OpenAPIDocument {
        let found = candidates().lazy.compactMap { FileManager.default.contents(atPath: $0.path) }.first
        return OpenAPIDocument(bytes: found.map(Array.init))
    }

    func respond(to request: HTTPRequest) throws(APIError) -> HTTPResponse {
        guard request.method == "GET" else {
            throw .methodNotAllowed(request.method, request.path, allowed: "GET")
        }
        guard let bytes else {
            throw APIError(
                status: 404, code: "no_route",
                message: "this server was installed without docs/openapi.json; copy the resources beside it")
        }
        return .json(200, bytes)
    }

    /// Where SwiftPM puts the Server target's resources: a folder beside the executable on
    /// Linux, a bundle on Darwin. (`Bundle.module` would do the same search, and stop the
    /// process when the folder is missing.)
    private static func candidates() -> [URL] {
        guard let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() else { return [] }
        let folder = executable.deletingLastPathComponent()
        return [
            folder.appendingPathComponent("CleanArchitecture_Server.resources/openapi.json"),
            folder.appendingPathComponent("CleanArchitecture_Server.bundle/Contents/Resources/openapi.json"),
            folder.appendingPathComponent("CleanArchitecture_Server.bundle/openapi.json"),
        ]
    }
}
