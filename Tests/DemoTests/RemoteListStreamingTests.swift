import Foundation
import TestSupport
import Testing

/// The remote store hands each page on as it arrives (docs/REST.md, "Paging"): `todo list`
/// in a pipe and `--json` print a page's rows before the next page is read, so a
/// listing of any size holds one page, and a server that stalls after the first page has
/// still had that page printed.
@Suite(
    "demo prints a remote list page by page", .enabled(if: pythonIsAvailable, "needs python3 for the hostile server"))
struct RemoteListStreamingTests {
    /// One page and one todo more: the walk needs a second page.
    static let todoCount = 1_001

    @Test(
        "with 1,001 todos behind a server that stalls after the first page, the first page is already printed",
        arguments: [["todo", "list", "--all"], ["todo", "list", "--all", "--json"]])
    func firstPageArrivesBeforeTheServerStalls(_ arguments: [String]) async throws {
        let script = BuiltProducts.repositoryRoot.appendingPathComponent("Tests/HostileServer/server.py")
        let server = try SpawnedProcess(
            ChildCommand(
                "/usr/bin/env", ["python3", script.path, "--port", "0", "--exit-on-stdin-eof"],
                standardInput: .pipe, standardError: .null))
        defer { server.kill() }
        let url = try await server.listeningURL(within: .seconds(60)).absoluteString
        let folder = try TemporaryFolder()
        let demo = DemoProcess(dataHome: folder.url, extra: ["DEMO_STORE": url])
        let lines = (0..<Self.todoCount).map { #"{"type":"todo","title":"Todo \#($0)"}"# }
        let file = folder.url.appendingPathComponent("todos.jsonl")
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: file)
        let imported = try await demo.run(["import", file.path])
        try #require(imported.status == 0, "\(imported.stderr)")

        // Every list of todos after the first, retries included, is held for ten minutes: longer
        // than the test waits. Today's client, which printed nothing before it had every page,
        // printed nothing at all.
        let fault = #"{"faults":[{"kind":"delay","seconds":600,"method":"GET","path":"/todos","skip":1,"count":1000}]}"#
        let post =
            "import sys, urllib.request; urllib.request.urlopen(urllib.request.Request(sys.argv[1], "
            + "data=sys.argv[2].encode(), headers={'Content-Type': 'application/json'}))"
        let faulted = try await SpawnedProcess.run(
            ChildCommand("/usr/bin/env", ["python3", "-c", post, url + "/_admin/faults", fault]))
        try #require(faulted.status == 0, "\(faulted.stderr)")

        let listing = try SpawnedProcess(
            ChildCommand(BuiltProducts.url("demo").path, ["--store", url] + arguments, environment: demo.environment))
        defer { listing.kill() }
        let output = try #require(listing.output)
        // The first page's 1,000 todos: rows or JSON objects, each naming its title.
        let firstPage = 1_000
        let printed = try await offCooperativePool {
            output.wait(until: .now + .seconds(120)) { data in
                String(decoding: data, as: UTF8.self).components(separatedBy: "Todo ").count - 1 >= firstPage
            }
        }
        #expect(printed, "printed so far: \(output.text.count) bytes; \(listing.standardError)")
        #expect(listing.isRunning, "the demo should still wait for the second page")
    }
}

/// Whether python3, which the hostile double (Tests/HostileServer) needs, is on this machine.
private let pythonIsAvailable =
    ProcessInfo.processInfo.environment["PATH", default: "/usr/bin:/bin"].split(separator: ":").contains {
        FileManager.default.isExecutableFile(atPath: "\($0)/python3")
    }
