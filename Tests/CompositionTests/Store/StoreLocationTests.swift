import Foundation
import Testing

@testable import Composition

@Suite("StoreLocation")
struct StoreLocationTests {
    let defaults = StoreDefaults(environment: ["HOME": "/home/ada"])

    @Test("the default store is SQLite in clean-architecture under ~/.local/share")
    func defaultStore() throws {
        let location = try StoreLocation.choose(option: nil, environment: [:], defaults: defaults)
        #expect(location == .sqlite(path: "/home/ada/.local/share/clean-architecture/todos.sqlite"))
    }

    @Test("XDG_DATA_HOME moves the default folder; a relative value is ignored as the spec says")
    func xdgDataHome() {
        #expect(
            StoreDefaults(environment: ["HOME": "/h", "XDG_DATA_HOME": "/data"]).sqlitePath
                == "/data/clean-architecture/todos.sqlite")
        #expect(
            StoreDefaults(environment: ["HOME": "/h", "XDG_DATA_HOME": "rel"]).sqlitePath
                == "/h/.local/share/clean-architecture/todos.sqlite")
    }

    @Test(
        "each accepted form parses to its location",
        arguments: [
            ("memory", StoreLocation.memory),
            ("sqlite", .sqlite(path: "/home/ada/.local/share/clean-architecture/todos.sqlite")),
            ("sqlite:/tmp/t.sqlite", .sqlite(path: "/tmp/t.sqlite")),
            ("file", .file(directory: "/home/ada/.local/share/clean-architecture/json-store")),
            ("file:/tmp/todos", .file(directory: "/tmp/todos")),
            ("http://localhost:8080", .remote(URL(string: "http://localhost:8080")!)),
        ])
    func forms(text: String, expected: StoreLocation) throws {
        #expect(try StoreLocation.parse(text, defaults: defaults) == expected)
    }

    @Test("--store wins over DEMO_STORE, which wins over the default")
    func precedence() throws {
        let environment = ["DEMO_STORE": "memory"]
        #expect(
            try StoreLocation.choose(option: "file:/x", environment: environment, defaults: defaults)
                == .file(directory: "/x"))
        #expect(try StoreLocation.choose(option: nil, environment: environment, defaults: defaults) == .memory)
    }

    @Test("unknown kinds, empty paths and a path on memory are refused with the reason")
    func refused() {
        #expect(throws: StoreLocationError(input: "floppy", reason: "unknown kind \"floppy\"")) {
            try StoreLocation.parse("floppy", defaults: defaults)
        }
        #expect(throws: StoreLocationError(input: "sqlite:", reason: "the path after ':' is empty")) {
            try StoreLocation.parse("sqlite:", defaults: defaults)
        }
        #expect(throws: StoreLocationError(input: "memory:x", reason: "memory takes no path")) {
            try StoreLocation.parse("memory:x", defaults: defaults)
        }
    }
}
