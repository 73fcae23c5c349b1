/// Renders a parsed template against a context of named values.
struct TemplateRenderer {
    /// The template file, for error messages.
    let file: String
    /// Plurals that `| plural` must use instead of the rules, keyed by singular (from `--plural`).
    let pluralOverrides: [String: String]

    /// The text of `nodes` with `context`'s values filled in.
    func render(_ nodes: [TemplateNode], context: [String: TemplateValue]) throws(TemplateError) -> String {
        var output = ""
        var scopes = [context]
        try render(nodes, scopes: &scopes, into: &output)
        return output
    }

    private func render(
        _ nodes: [TemplateNode], scopes: inout [[String: TemplateValue]], into output: inout String
    ) throws(TemplateError) {
        for node in nodes {
            switch node {
            case .text(let text):
                output += text
            case .output(let expression):
                let value = try evaluate(expression, scopes)
                guard let text = value.text else {
                    throw TemplateError(
                        file: file, line: expression.line, message: "a list or object cannot be printed")
                }
                output += text
            case .conditional(let branches, let otherwise):
                var chosen = otherwise
                for branch in branches where try holds(branch.condition, scopes) {
                    chosen = branch.body
                    break
                }
                try render(chosen, scopes: &scopes, into: &output)
            case .loop(let variable, let sequence, let body):
                guard case .list(let items) = try evaluate(sequence, scopes) else {
                    throw TemplateError(file: file, line: sequence.line, message: "'for' needs a list")
                }
                for (index, item) in items.enumerated() {
                    let loop: [String: TemplateValue] = [
                        "index": .int(index + 1), "index0": .int(index),
                        "first": .bool(index == 0), "last": .bool(index == items.count - 1),
                    ]
                    scopes.append([variable: item, "loop": .object(loop)])
                    defer { scopes.removeLast() }
                    try render(body, scopes: &scopes, into: &output)
                }
            }
        }
    }

    private func holds(
        _ condition: TemplateCondition, _ scopes: [[String: TemplateValue]]
    ) throws(TemplateError) -> Bool {
        switch condition {
        case .truthy(let expression): return try evaluate(expression, scopes).isTruthy
        case .compare(let left, let right, let equal):
            return (try evaluate(left, scopes) == (try evaluate(right, scopes))) == equal
        case .not(let inner): return !(try holds(inner, scopes))
        case .and(let left, let right):
            guard try holds(left, scopes) else { return false }
            return try holds(right, scopes)
        case .or(let left, let right):
            if try holds(left, scopes) { return true }
            return try holds(right, scopes)
        }
    }

    private func evaluate(
        _ expression: TemplateExpression, _ scopes: [[String: TemplateValue]]
    ) throws(TemplateError) -> TemplateValue {
        var value: TemplateValue
        switch expression.source {
        case .literal(let text):
            value = .string(text)
        case .path(let path):
            guard let found = scopes.last(where: { $0[path[0]] != nil })?[path[0]] else {
                throw TemplateError(file: file, line: expression.line, message: "unknown variable '\(path[0])'")
            }
            value = found
            for (depth, member) in path.enumerated().dropFirst() {
                guard case .object(let members) = value, let next = members[member] else {
                    let owner = path[..<depth].joined(separator: ".")
                    throw TemplateError(
                        file: file, line: expression.line, message: "'\(owner)' has no member '\(member)'")
                }
                value = next
            }
        }
        for name in expression.filters {
            guard let filter = TemplateFilters.known[name], let text = value.text else {
                throw TemplateError(file: file, line: expression.line, message: "filter '\(name)' needs text")
            }
            value = .string(filter(text, pluralOverrides))
        }
        return value
    }
}
