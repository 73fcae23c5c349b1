// swift-tools-version:6.1
// The architecture, written where the compiler enforces it: each layer is a target, and a
// target can import only what it declares below. Read `dependencies:` to see the layer rules.
import PackageDescription

let package = Package(
    name: "CleanArchitecture",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "demo", targets: ["Demo"]),
        .executable(name: "scaffold", targets: ["Scaffold"]),
        .executable(name: "bench", targets: ["Bench"]),
        .executable(name: "server", targets: ["Server"]),
    ],
    targets: [
        // MARK: Layers

        /// Entities, repository protocols, queries and errors. Foundation only.
        .target(name: "Domain", path: "Domain"),

        /// The system libsqlite3, found through pkg-config; installed by scripts/test when missing.
        .systemLibrary(
            name: "CSQLite",
            path: "Data/CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite3"])]
        ),

        /// libpq, PostgreSQL's client library, found through pkg-config; installed by
        /// scripts/lib/ensure-postgres when missing.
        .systemLibrary(
            name: "CPostgreSQL",
            path: "Data/CPostgreSQL",
            pkgConfig: "libpq",
            providers: [.apt(["libpq-dev"]), .brew(["libpq"])]
        ),

        /// libcurl, the remote store's HTTP client (http and https), found through pkg-config;
        /// installed by scripts/lib/ensure-curl when missing.
        .systemLibrary(
            name: "CCurl",
            path: "Data/CCurl",
            pkgConfig: "libcurl",
            providers: [.apt(["libcurl4-openssl-dev"]), .brew(["curl"])]
        ),

        /// Where a JSON text breaks, to the byte, strictly (JSONDecoder accepts trailing commas):
        /// the file store's, the server's and the import's check, in one place; and the one
        /// JSONEncoder/JSONDecoder configuration they all use. Foundation only.
        .target(name: "JSONSyntax", path: "Shared/JSONSyntax"),

        /// The one JSON form of every entity (docs/openapi.json): the server's bodies, the
        /// remote store's, `--json` and export/import, as one set of `Codable` types.
        .target(name: "WireFormat", dependencies: ["Domain"], path: "Shared/WireFormat"),

        /// The core of Data: repositories, schemas, the table core, the unit of work and the
        /// in-memory store. Links no database or HTTP library; each store below is a target of its
        /// own, and an app links the ones it picks.
        .target(name: "Data", dependencies: ["Domain", "JSONSyntax", "WireFormat"], path: "Data/Core"),
        /// The SQLite store, over the system libsqlite3.
        .target(name: "SQLiteStore", dependencies: ["Data", "Domain", "CSQLite"], path: "Data/SQLite"),
        /// The PostgreSQL store: the one target that links libpq.
        .target(name: "PostgreSQLStore", dependencies: ["Data", "Domain", "CPostgreSQL"], path: "Data/PostgreSQL"),
        /// The JSON file store: a snapshot and a journal in a folder. Foundation only.
        .target(name: "FileStore", dependencies: ["Data", "Domain", "JSONSyntax"], path: "Data/FileStore"),
        /// The remote store, speaking docs/REST.md to a server: the one target that links libcurl.
        .target(
            name: "RemoteStore", dependencies: ["Data", "Domain", "JSONSyntax", "WireFormat", "CCurl"],
            path: "Data/Remote"
        ),

        /// Observable view models and text views. Sees Domain (and the JSON syntax check and wire format) only,
        /// never Data.
        .target(name: "Presentation", dependencies: ["Domain", "JSONSyntax", "WireFormat"], path: "Presentation"),

        // MARK: App

        /// The dependency-injection container. Knows nothing of the project.
        .target(name: "DI", path: "App/DI"),

        /// Assemblies and the composition root: the one place where everything is built.
        .target(
            name: "Composition",
            dependencies: [
                "DI", "Domain", "Data", "SQLiteStore", "PostgreSQLStore", "FileStore", "RemoteStore", "Presentation",
            ],
            path: "App/Composition"
        ),

        /// The `demo` command-line app: argument parsing, commands and terminal I/O.
        .executableTarget(
            name: "Demo",
            dependencies: ["Composition", "DI", "Domain", "Presentation"],
            path: "App/Demo"
        ),

        /// GNU libmicrohttpd, found through pkg-config; installed by scripts/test when missing.
        .systemLibrary(
            name: "CMicroHTTPD",
            path: "App/CMicroHTTPD",
            pkgConfig: "libmicrohttpd",
            providers: [.apt(["libmicrohttpd-dev"]), .brew(["libmicrohttpd"])]
        ),

        /// The `server` executable: docs/REST.md over the same repositories, a second delivery
        /// mechanism beside the demo. HTTP types stay inside it.
        .executableTarget(
            name: "Server",
            dependencies: ["Composition", "DI", "Domain", "JSONSyntax", "WireFormat", "CMicroHTTPD"],
            path: "App/Server",
            // The OpenAPI document (docs/openapi.json links to it), served at `GET /openapi.json`.
            resources: [.copy("OpenAPI/openapi.json")]
        ),

        // MARK: Tools behind scripts/

        /// The scaffold generator as a library, so that it can be unit-tested.
        .target(name: "ScaffoldKit", path: "Tools/ScaffoldKit"),
        /// `scripts/scaffold`: a thin executable over ScaffoldKit.
        .executableTarget(name: "Scaffold", dependencies: ["ScaffoldKit"], path: "Tools/Scaffold"),
        /// `scripts/bench`: release-mode benchmarks, each beside its baseline in the same run.
        .executableTarget(
            name: "Bench",
            dependencies: [
                "DI", "Domain", "Data", "SQLiteStore", "PostgreSQLStore", "FileStore", "CSQLite", "Composition",
            ],
            path: "Tools/Bench",
            // The FastAPI peer the server rows compare with: Python, run by uvicorn, not compiled.
            exclude: ["Peers"]
        ),

        // MARK: Tests

        /// Fixtures, fakes and the repository contract suite shared by every test target.
        .target(name: "TestSupport", dependencies: ["Domain"], path: "Tests/TestSupport"),
        /// A child process for fault tests: writes to a store until the test kills it.
        .executableTarget(
            name: "StoreWorker", dependencies: ["Data", "SQLiteStore", "PostgreSQLStore", "FileStore", "Domain"],
            path: "Tests/StoreWorker"),
        /// A PostgreSQL database of a test's own, for the targets that reach it only by URL.
        .target(
            name: "PostgreSQLTestSupport", dependencies: ["Data", "PostgreSQLStore"],
            path: "Tests/PostgreSQLTestSupport"),
        .testTarget(name: "DomainTests", dependencies: ["Domain", "TestSupport"]),
        .testTarget(
            name: "DataTests",
            dependencies: [
                "Data", "SQLiteStore", "PostgreSQLStore", "FileStore", "RemoteStore", "Domain", "TestSupport",
                "CSQLite", "WireFormat",
            ]
        ),
        .testTarget(
            name: "PresentationTests", dependencies: ["Presentation", "Domain", "Data", "TestSupport", "WireFormat"]),
        .testTarget(name: "DITests", dependencies: ["DI"]),
        /// Proves the seeds' spelling `resolve(SomeProtocol.self)` against the container, so this
        /// one target builds without ExistentialAny (see the settings loop below).
        .testTarget(name: "DISeedSpellingTests", dependencies: ["DI"]),
        .testTarget(
            name: "CompositionTests",
            dependencies: [
                "Composition", "DI", "Domain", "Data", "SQLiteStore", "PostgreSQLStore", "FileStore", "RemoteStore",
                "Presentation", "TestSupport",
            ]
        ),
        .testTarget(name: "DemoTests", dependencies: ["Domain", "TestSupport", "PostgreSQLTestSupport"]),
        .testTarget(name: "ScaffoldKitTests", dependencies: ["ScaffoldKit", "TestSupport"]),
        /// The test helpers' own behaviour: the child-process runner every launching test uses.
        .testTarget(name: "TestSupportTests", dependencies: ["TestSupport"]),
        /// A child process for the server's kill -9 trials: creates todos over HTTP, printing each
        /// id the server acknowledged.
        .executableTarget(name: "ServerCreateClient", path: "Tests/ServerCreateClient"),
        /// The real `server` process on 127.0.0.1: hostile input, slow clients, idempotency,
        /// a graceful stop, kill -9 during creates.
        .testTarget(
            name: "ServerTests",
            dependencies: [
                "Data", "SQLiteStore", "PostgreSQLStore", "FileStore", "Domain", "TestSupport", "PostgreSQLTestSupport",
                "Server", "Composition",
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// Package-wide settings, set once for every Swift target.
let targetsWithSeedSpelling: Set<String> = ["DISeedSpellingTests"]
for target in package.targets where target.type != .system {
    var settings: [SwiftSetting] = [.enableUpcomingFeature("MemberImportVisibility")]
    if !targetsWithSeedSpelling.contains(target.name) {
        settings.append(.enableUpcomingFeature("ExistentialAny"))
    }
    target.swiftSettings = (target.swiftSettings ?? []) + settings
}
