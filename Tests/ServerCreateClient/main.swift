import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

// A client process for the kill -9 trials (Tests/ServerTests): creates one todo after another on
// the server at the URL given as the only argument, and prints each id on its own line once the
// server has answered 201, the acknowledgement. It ends at the first failure, with status 0.

guard CommandLine.arguments.count == 2, let root = URL(string: CommandLine.arguments[1]) else {
    FileHandle.standardError.write(Data("usage: ServerCreateClient http://127.0.0.1:PORT\n".utf8))
    exit(64)
}
let session = URLSession(configuration: .ephemeral)
while true {
    let id = UUID()
    var request = URLRequest(url: root.appendingPathComponent("v1/todos"), timeoutInterval: 5)
    request.httpMethod = "POST"
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.setValue(UUID().uuidString, forHTTPHeaderField: "Idempotency-Key")
    let json =
        #"[{"id":"\#(id.uuidString)","title":"Acknowledged","notes":"","done":false,"priority":"low","#
        + #""due":null,"projectId":null,"createdAt":"2026-01-01T00:00:00.000Z","updatedAt":"2026-01-01T00:00:00.000Z"}]"#
    request.httpBody = Data(json.utf8)
    guard let (_, response) = try? await session.data(for: request),
        (response as? HTTPURLResponse)?.statusCode == 201
    else { exit(0) }
    FileHandle.standardOutput.write(Data("\(id.uuidString)\n".utf8))
}
