import Foundation

/// The self-test's end-to-end part: drives the generated `demo <entity>` commands through the
/// real `demo` executable the copy built, on every kind of store that outlives a process (SQLite,
/// the JSON file store, the remote store against the copy's own `server`, and PostgreSQL when
/// `POSTGRES_TEST_URL` names a server), and checks what each command prints and how it exits.
///
/// It is written for ``SelfTest/request``'s fields: a plain String title, an Int, a Double, a
/// Bool, an optional Date, a UUID, an optional String, a String array and an optional Int array,
/// two enums, and an optional String and Int named after SQL keywords (`group`, `from`).
struct DemoDrive {
    /// The demo's command catalog, which the generated commands plug into.
    static let catalog = "App/Demo/Arguments/CommandCatalog.swift"

    /// The copy's build folder, holding `debug/demo` and `debug/server`.
    let scratch: URL
    /// Where the stores live while the drive runs; emptied first.
    let directory: URL
    /// The environment, for `POSTGRES_TEST_URL`.
    let environment: [String: String]
    /// The entity's command group, `selftest-gadget`.
    let group: String
    /// The entity in words, as messages name it: `selftest gadget`.
    let words: String

    /// Runs the scenario on every store; returns the stores it ran on, or throws the first
    /// mismatch with the command, what was expected and what came out.
    func run() throws(ScaffoldError) -> [String] {
        try? FileManager.default.removeItem(at: directory)
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw .io("cannot prepare \(directory.path): \(error.localizedDescription)")
        }
        try scenario(store: "sqlite:" + directory.appending(path: "gadgets.sqlite").path)
        try scenario(store: "file:" + directory.appending(path: "files").path)
        var stores = ["sqlite", "file"]

        let server = try ServerProcess.start(
            executable: scratch.appending(path: "debug/server"),
            store: "sqlite:" + directory.appending(path: "served.sqlite").path)
        defer { server.stop() }
        try scenario(store: server.url)
        stores.append("remote (the copy's server)")

        if let cluster = environment["POSTGRES_TEST_URL"], !cluster.isEmpty {
            let database = try PostgreSQLScratchDatabase(serverURL: cluster)
            defer { database.drop() }
            try scenario(store: database.storeURL)
            stores.append("postgres")
        }
        return stores
    }

    /// add, list (TSV, JSON, sorted, filtered), show, edit, rm and their errors, on one store.
    private func scenario(store: String) throws(ScaffoldError) {
        let demo = DemoCommand(executable: scratch.appending(path: "debug/demo"), store: store, group: group)
        let ref = "3f2a1b2c-0000-4000-8000-000000000001"
        let added = try demo.expect(
            [
                "add", "Blue", "gadget", "--count", "3", "--price", "2.5", "--is-active", "true", "--due", "2026-12-24",
                "--ref", ref, "--tags", "a", "--tags", "b c", "--scores", "1", "--stage", "inreview",
                "--group", "north", "--from", "7",
            ], exit: 0)
        try demo.check(
            added.stdout.hasPrefix("Added ") && added.stdout.hasSuffix("  Blue gadget\n"), "Added ID  Blue gadget",
            added)
        let short = String(added.stdout.dropFirst("Added ".count).prefix(8))

        let red = try demo.expect(
            ["add", "--title", "Red", "--count", "1", "--price", "9", "--is-active", "false", "--ref", ref, "--json"],
            exit: 0)
        let redObject = try demo.object(red)
        try demo.check(
            redObject["title"] as? String == "Red" && redObject["isActive"] as? Bool == false
                && redObject["stage"] as? String == "draft" && redObject["mood"] is NSNull,
            "Red's JSON, with the stage's default", red)
        let redID = (redObject["id"] as? String) ?? ""

        let listed = try demo.expect(["list"], exit: 0)
        let rows = listed.stdout.split(separator: "\n").map {
            $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        }
        try demo.check(
            rows.count == 2
                && Array(rows[0].dropFirst()) == [
                    "Blue gadget", "3", "2.5", "true", "2026-12-24", ref, "", "a, b c", "1", "inReview", "", "north",
                    "7",
                ]
                && rows[1].dropFirst().first == "Red",
            "two tab-separated rows, Blue gadget's with every field", listed)

        let sorted = try demo.expect(["list", "--sort", "price:desc", "--json"], exit: 0)
        try demo.check(try demo.titles(sorted) == ["Red", "Blue gadget"], "sorted by price, descending", sorted)
        let filtered = try demo.expect(["list", "--title-contains", "GADG"], exit: 0)
        try demo.check(
            filtered.stdout.split(separator: "\n").count == 1 && filtered.stdout.contains("Blue gadget"), "one match",
            filtered)

        try fieldFilters(demo, ref: ref)

        let shown = try demo.expect(["show", short], exit: 0)
        try demo.check(
            shown.stdout.contains("\ndue\t2026-12-24\n") && shown.stdout.contains("\ntags\ta, b c\n"),
            "name<TAB>value lines", shown)
        let edited = try demo.expect(
            ["edit", short, "--note", "hi", "--due", "", "--tags", "", "--count", "4", "--json"], exit: 0)
        let editedObject = try demo.object(edited)
        try demo.check(
            editedObject["note"] as? String == "hi" && editedObject["due"] is NSNull
                && (editedObject["tags"] as? [Any])?.isEmpty == true
                && editedObject["count"] as? Int == 4 && editedObject["price"] as? Double == 2.5,
            "note set, due cleared, tags emptied, count changed, price kept", edited)
        let reread = try demo.expect(["show", short, "--json"], exit: 0)
        try demo.check(try demo.object(reread)["note"] as? String == "hi", "the edit stored", reread)
        for (filter, titles) in [
            (["--note", "hi"], ["Blue gadget"]), (["--note-contains", "H"], ["Blue gadget"]),
            (["--note-none"], ["Red"]), (["--due-none"], ["Blue gadget", "Red"]),
        ] {
            let listed = try demo.expect(["list", "--json"] + filter, exit: 0)
            try demo.check(try demo.titles(listed) == titles, titles.joined(separator: ", "), listed)
        }

        let unknown = try demo.expect(["show", "ffffffff"], exit: 1)
        try demo.check(
            unknown.stderr.contains("No \(words) has an id starting with \"ffffffff\""), "no such id", unknown)
        _ = try demo.expect(
            ["add", "X", "--count", "x", "--price", "1", "--is-active", "true", "--ref", ref], exit: 64)
        let notAnID = try demo.expect(["show", "zzz"], exit: 64)
        try demo.check(notAnID.stderr.contains("give a \(words)'s id"), "a usage error naming the entity", notAnID)
        _ = try demo.expect(["list", "--sort", "nope"], exit: 64)
        _ = try demo.expect(["rm", short], exit: 64)
        let help = try demo.expect(["add", "--help"], exit: 0)
        try demo.check(
            help.stdout.contains("--is-active true|false") && help.stdout.contains("--tags TEXT...")
                && help.stdout.contains("--stage draft|inReview|shipped"),
            "help for every field", help)

        try exportAndImport(demo)

        let removed = try demo.expect(["rm", short, "--force"], exit: 0)
        try demo.check(removed.stdout.hasPrefix("Removed \(short)"), "Removed ID", removed)
        _ = try demo.expect(["rm", redID, "--force"], exit: 0)
        let empty = try demo.expect(["list"], exit: 0)
        try demo.check(empty.stdout.isEmpty, "an empty list", empty)
    }
}

extension DemoDrive {
    /// `demo export` writes the entity's lines beside projects and todos, and `demo import` of
    /// that file into a new file store brings back the same entities.
    private func exportAndImport(_ demo: DemoCommand) throws(ScaffoldError) {
        let exported = try demo.expect(["export"], exit: 0, inGroup: false)
        try demo.check(exported.stdout.contains("\"type\":\"\(group)\""), "the \(words) lines in the export", exported)
        let place = directory.appending(path: "import-\(UUID().uuidString)")
        let file = place.appendingPathExtension("jsonl")
        do {
            try Data(exported.stdout.utf8).write(to: file)
        } catch {
            throw .io("cannot write \(file.path): \(error.localizedDescription)")
        }
        let copy = DemoCommand(executable: demo.executable, store: "file:" + place.path, group: group)
        _ = try copy.expect(["import", file.path], exit: 0, inGroup: false)
        let original = try demo.titles(try demo.expect(["list", "--json", "--sort", "title"], exit: 0))
        let imported = try copy.expect(["list", "--json", "--sort", "title"], exit: 0)
        try copy.check(try copy.titles(imported) == original, "the imported list: \(original)", imported)
    }

    /// `list`'s filter options on Blue gadget (count 3, price 2.5, active, due 2026-12-24) and Red
    /// (count 1, price 9, inactive, no due), both with `ref`: each kind of condition, their help,
    /// and bad values as usage errors that name the option.
    private func fieldFilters(_ demo: DemoCommand, ref: String) throws(ScaffoldError) {
        let both = ["Blue gadget", "Red"]
        let cases: [([String], [String])] = [
            (["--is-active", "false"], ["Red"]), (["--count", "3"], ["Blue gadget"]), (["--ref", ref], both),
            (["--title", "Blue gadget"], ["Blue gadget"]), (["--title", "blue gadget"], []),
            (["--due", "2026-12-24"], ["Blue gadget"]), (["--due-none"], ["Red"]),
            (["--price-min", "2.5", "--price-max", "5"], ["Blue gadget"]),
            (["--count-min", "1", "--count-max", "3"], both),
            (["--count-min", "2"], ["Blue gadget"]), (["--due-min", "2026-12-24"], ["Blue gadget"]),
            (["--due-max", "2026-12-23"], []), (["--title-contains", "GADG"], ["Blue gadget"]),
            (["--note-none", "--is-active", "true", "--price-max", "2.5"], ["Blue gadget"]),
            (["--stage", "draft"], ["Red"]), (["--stage", "inReview"], ["Blue gadget"]), (["--mood-none"], both),
            (["--group", "north"], ["Blue gadget"]), (["--group-none"], ["Red"]),
            (["--from-min", "7"], ["Blue gadget"]),
        ]
        for (filter, titles) in cases {
            let listed = try demo.expect(["list", "--json"] + filter, exit: 0)
            try demo.check(try demo.titles(listed) == titles, "[\(titles.joined(separator: ", "))]", listed)
        }
        try dayFilters(demo, ref: ref)
        let bad: [([String], String)] = [
            (["--count-min", "x"], "--count-min needs a whole number"),
            (["--price", "cheap"], "--price needs a number"),
            (["--is-active", "yes"], "--is-active needs true or false"),
            (["--due", "24.12.2026"], "--due needs a day"),
            (["--ref", "3f2a"], "--ref needs a whole id"), (["--due", ""], "--due-none"),
            (["--note", "hi", "--note-none"], "not both"),
            (["--stage", "gone"], "--stage needs one of draft, inReview, shipped, not 'gone'"),
        ]
        for (filter, message) in bad {
            let refused = try demo.expect(["list"] + filter, exit: 64)
            try demo.check(refused.stderr.contains(message), message, refused)
        }
        let help = try demo.expect(["list", "--help"], exit: 0)
        let options = [
            "--count-min N", "--price-max NUMBER", "--due-none", "--note-contains TEXT", "--ref UUID",
            "--stage draft|inReview|shipped", "--mood-none",
        ]
        try demo.check(options.allSatisfy(help.stdout.contains), "a filter option per condition", help)
    }
}

extension DemoDrive {
    /// A Date field's day filters take the whole day, whatever the time in it: Green, added in
    /// Tokyo as due 2026-12-24, is due at 15:00 on 2026-12-23 in UTC, the zone the lists read days
    /// in (as the API may store any time), and is on that day for `--due`, `--due-min` and
    /// `--due-max` alike; Blue gadget is due at the start of 2026-12-24.
    private func dayFilters(_ demo: DemoCommand, ref: String) throws(ScaffoldError) {
        let green = try demo.expect(
            [
                "add", "Green", "--count", "2", "--price", "1", "--is-active", "true", "--due", "2026-12-24",
                "--ref", ref, "--json",
            ], exit: 0, timeZone: "Asia/Tokyo")
        let greenID = (try demo.object(green)["id"] as? String) ?? ""
        let cases: [([String], [String])] = [
            (["--due", "2026-12-23"], ["Green"]), (["--due-max", "2026-12-23"], ["Green"]),
            (["--due-min", "2026-12-23", "--due-max", "2026-12-23"], ["Green"]),
            (["--due", "2026-12-23", "--due-min", "2026-12-24"], []),
            (["--due-min", "2026-12-24"], ["Blue gadget"]), (["--due-max", "2026-12-22"], []),
            (["--due", "2026-12-24"], ["Blue gadget"]), (["--due-max", "2026-12-24"], ["Blue gadget", "Green"]),
        ]
        for (filter, titles) in cases {
            let listed = try demo.expect(["list", "--json"] + filter, exit: 0)
            try demo.check(try demo.titles(listed) == titles, "[\(titles.joined(separator: ", "))]", listed)
        }
        _ = try demo.expect(["rm", greenID, "--force"], exit: 0)
    }
}

/// One `demo --store STORE <group> ...` at a time, its output captured.
private struct DemoCommand {
    let executable: URL
    let store: String
    let group: String

    /// What a run printed and how it ended.
    struct Outcome {
        let arguments: [String]
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// Runs `demo --store STORE GROUP arguments` (without GROUP unless `inGroup`) with `TZ` set to
    /// `timeZone`; a failure unless it exits `exit`.
    func expect(
        _ arguments: [String], exit: Int32, timeZone: String = "UTC", inGroup: Bool = true
    ) throws(ScaffoldError) -> Outcome {
        let outcome = try run(inGroup ? [group] + arguments : arguments, timeZone: timeZone)
        try check(outcome.status == exit, "exit status \(exit)", outcome)
        return outcome
    }

    /// A failure naming the command, `expected` and its output, unless `condition` holds.
    func check(_ condition: Bool, _ expected: String, _ outcome: Outcome) throws(ScaffoldError) {
        guard !condition else { return }
        let command = (["demo", "--store", store] + outcome.arguments).map {
            $0.contains(" ") || $0.isEmpty ? "'\($0)'" : $0
        }
        throw .verifyFailed(
            step: "demo \(group) on \(store.split(separator: ":").first ?? "")",
            log: "(standard output and error below)",
            tail: "$ \(command.joined(separator: " "))\nexpected: \(expected); exit status \(outcome.status)\n"
                + "stdout:\n\(outcome.stdout)stderr:\n\(outcome.stderr)")
    }

    /// The JSON object the command printed.
    func object(_ outcome: Outcome) throws(ScaffoldError) -> [String: Any] {
        let value = try? JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8))
        guard let object = value as? [String: Any] else {
            try check(false, "a JSON object", outcome)
            return [:]
        }
        return object
    }

    /// The titles of the JSON array the command printed, in order.
    func titles(_ outcome: Outcome) throws(ScaffoldError) -> [String] {
        let value = try? JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8))
        guard let array = value as? [[String: Any]] else {
            try check(false, "a JSON array", outcome)
            return []
        }
        return array.compactMap { $0["title"] as? String }
    }

    private func run(_ arguments: [String], timeZone: String) throws(ScaffoldError) -> Outcome {
        let (output, errors) = (Pipe(), Pipe())
        let process = try Process.started(
            executable, ["--store", store] + arguments,
            // Days are read and shown in one zone, whatever the machine's: UTC unless a step
            // asks for another.
            environment: ProcessInfo.processInfo.environment.merging(["TZ": timeZone]) { $1 },
            input: FileHandle.nullDevice, output: output, errors: errors)
        // Both outputs are small; stderr is read after stdout reaches its end.
        let stdout = output.fileHandleForReading.readDataToEndOfFile()
        let stderr = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(
            arguments: arguments, status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }
}

/// The copy's `server` on 127.0.0.1 and a free port, for the remote store; stopped by ``stop()``.
private struct ServerProcess {
    let process: Process
    let input: Pipe
    /// `http://127.0.0.1:PORT`.
    let url: String

    static func start(executable: URL, store: String) throws(ScaffoldError) -> ServerProcess {
        let (input, output) = (Pipe(), Pipe())
        let process = try Process.started(
            executable, ["--store", store, "--host", "127.0.0.1", "--port", "0", "--exit-on-stdin-eof"],
            input: input, output: output, errors: FileHandle.nullDevice)
        // The first line says where it listens: "listening on http://127.0.0.1:PORT".
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        let text = String(decoding: line, as: UTF8.self)
        guard let start = text.range(of: "http://") else {
            process.terminate()
            process.waitUntilExit()
            throw .verifyFailed(
                step: "server", log: "(its first line below)", tail: "expected 'listening on http://...', got: \(text)")
        }
        let url = String(text[start.lowerBound...].prefix { !$0.isWhitespace })
        return ServerProcess(process: process, input: input, url: url)
    }

    /// Stops the server (SIGTERM, then its standard input closes) and waits for it.
    func stop() {
        process.terminate()
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }
}

/// A new database on the PostgreSQL server of `POSTGRES_TEST_URL`, made and dropped with `psql`.
private struct PostgreSQLScratchDatabase {
    let serverURL: String
    let name: String
    /// The database as `--store` takes it.
    let storeURL: String

    init(serverURL: String) throws(ScaffoldError) {
        self.serverURL = serverURL
        name = "selftest_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
        guard var components = URLComponents(string: serverURL) else {
            throw .io("POSTGRES_TEST_URL is not a URL: \(serverURL)")
        }
        components.scheme = "postgres"
        components.path = "/" + name
        storeURL = components.string ?? serverURL
        guard Self.psql(serverURL, "CREATE DATABASE \(name)") else {
            throw .io("cannot create database \(name) on \(serverURL) with psql")
        }
    }

    /// Drops the database, whatever is still connected to it.
    func drop() {
        _ = Self.psql(serverURL, "DROP DATABASE IF EXISTS \(name) WITH (FORCE)")
    }

    private static func psql(_ url: String, _ statement: String) -> Bool {
        let null = FileHandle.nullDevice
        guard
            let process = try? Process.started(
                URL(filePath: "/usr/bin/env"), ["psql", url, "-q", "-v", "ON_ERROR_STOP=1", "-c", statement],
                input: null, output: null, errors: null)
        else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
