import Testing

@testable import ScaffoldKit

@Suite("Template language")
struct TemplateTests {
    private func render(_ source: String, _ context: [String: TemplateValue] = [:]) throws -> String {
        try Template(source: source, file: "T.tmpl").render(context)
    }

    private let fields: TemplateValue = .list([
        .object(["name": .string("name"), "isOptional": .bool(false)]),
        .object(["name": .string("note"), "isOptional": .bool(true)]),
    ])

    @Test("Placeholders print values through filters, left to right")
    func placeholdersAndFilters() throws {
        let context: [String: TemplateValue] = ["entity": .string("APIKey")]
        #expect(
            try render("{{ entity | lowerCamel }} {{ entity | plural | snake_case }} {{entity}}", context)
                == "apiKey api_keys APIKey")
    }

    @Test("The plural filter uses the --plural override")
    func pluralOverride() throws {
        let template = try Template(source: "{{ entity | plural }}", file: "T.tmpl")
        #expect(
            try template.render(["entity": .string("Cactus")], pluralOverrides: ["Cactus": "Cactuses"]) == "Cactuses")
    }

    @Test("Loops give loop.first, loop.last and loop.index; standalone tags leave no blank lines")
    func loops() throws {
        let source = """
            init(
            {% for field in fields %}
                {{ loop.index }} {{ field.name }}{% if not loop.last %},{% endif %}
            {% endfor %}
            )
            """
        #expect(try render(source, ["fields": fields]) == "init(\n    1 name,\n    2 note\n)")
    }

    @Test("if, elif and else choose the first true branch; and, or, == and != combine")
    func conditionals() throws {
        let source = """
            {% for field in fields %}
            {% if field.isOptional and field.name == "note" %}
            optional {{ field.name }}
            {% elif field.name != "name" or field.isOptional %}
            other
            {% else %}
            plain {{ field.name }}
            {% endif %}
            {% endfor %}
            """
        #expect(try render(source, ["fields": fields]) == "plain name\noptional note\n")
    }

    @Test("Comments vanish")
    func comments() throws {
        #expect(try render("a{# note #}b\n{# whole line #}\nc") == "ab\nc")
    }

    @Test(
        "Errors name the template file and line",
        arguments: [
            ("line1\n{{ entity | camel }}", 2, "unknown filter 'camel'"),
            ("a\nb\n{% if x %}\nnever closed", 3, "'if' is never closed"),
            ("{% endfor %}", 1, "'endfor' without an opening tag"),
            ("\n\n\n{% frobnicate %}", 4, "unknown tag 'frobnicate'"),
            ("{{ entity", 1, "'{{' is never closed"),
            ("{% for x of y %}{% endfor %}", 1, "expected {% for name in sequence %}"),
        ])
    func parseErrors(source: String, line: Int, message: String) {
        do {
            _ = try Template(source: source, file: "Templates/X.swift.tmpl")
            Issue.record("parsed without error")
        } catch {
            #expect(error.file == "Templates/X.swift.tmpl")
            #expect(error.line == line)
            #expect(error.message.hasPrefix(message))
        }
    }

    @Test("Rendering errors name the line: unknown variables and members")
    func renderErrors() throws {
        let template = try Template(source: "ok\n{{ field.nmae }}", file: "F.tmpl")
        #expect(throws: TemplateError(file: "F.tmpl", line: 2, message: "'field' has no member 'nmae'")) {
            try template.render(["field": .object(["name": .string("x")])])
        }
        #expect(throws: TemplateError(file: "F.tmpl", line: 2, message: "unknown variable 'field'")) {
            try template.render([:])
        }
    }
}
