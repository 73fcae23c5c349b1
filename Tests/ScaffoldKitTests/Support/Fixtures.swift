@testable import ScaffoldKit

/// A small repository: two hand-written entities, a registration file with markers, and templates
/// that exercise loops, conditions and filters.
enum Fixtures {
    static let assembly = """
        enum RepositoriesAssembly {
            static func register() {
                // scaffold:repositories:begin
                register(Project.self)
                register(Todo.self)
                // scaffold:repositories:end
            }
        }

        """

    static let templateManifest = """
        {
          "version": "3",
          "files": [
            {"template": "Entity.swift.tmpl", "output": "Domain/Entities/{{ entity }}.swift", "description": "the entity"},
            {"template": "Record.swift.tmpl", "output": "Data/Records/{{ entity }}Record.swift"},
            {"template": "Tests.swift.tmpl", "output": "Tests/DataTests/{{ entity }}Tests.swift", "test": true}
          ],
          "registrations": [
            {"file": "App/Composition/RepositoriesAssembly.swift", "marker": "repositories",
             "line": "register({{ entity }}.self)"}
          ]
        }
        """

    static let entityTemplate = """
        public struct {{ entity }} {
            public let id: UUID
        {% for field in fields %}
            public var {{ field.name }}: {{ field.type }}
        {% endfor %}
        }

        """

    static let recordTemplate = """
        // table {{ entity | plural | snake_case }} via {{ gateway }}
        struct {{ entity }}Record {
        {% for field in fields %}
            var {{ field.column }}: {{ field.sqlType }}{% if field.isOptional %}?{% endif %}
        {% endfor %}
        }

        """

    static let testsTemplate = "// tests for {{ entity | lowerCamel }}\n"

    static func repository(extra: [String: String] = [:]) -> MemoryFileSystem {
        var files = [
            "Package.swift": "let package = Package(\n    name: \"Sample\",\n)\n",
            "Domain/Entities/Todo.swift": "struct Todo {}\n",
            "Domain/Entities/Project.swift": "struct Project {}\n",
            "App/Composition/RepositoriesAssembly.swift": assembly,
            "Templates/manifest.json": templateManifest,
            "Templates/Entity.swift.tmpl": entityTemplate,
            "Templates/Record.swift.tmpl": recordTemplate,
            "Templates/Tests.swift.tmpl": testsTemplate,
            "scaffold.json": """
            {"project": "Sample", "author": "Ada", "gateways": ["main", "billing"],
             "header": ["// {{ file }} in {{ project }} by {{ author }}, {{ date }}"]}
            """,
        ]
        files.merge(extra) { _, new in new }
        return MemoryFileSystem(files)
    }

    static func planner(_ fileSystem: MemoryFileSystem, today: String = "2026-11-30") throws -> GenerationPlanner {
        let workspace = try Workspace.load(fileSystem, environment: [:])
        return GenerationPlanner(workspace: workspace, templates: try workspace.templates(), today: today)
    }
}
