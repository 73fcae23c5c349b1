/// Filters and sorts with their expected results, worked out by the scaffold itself, so that the
/// generated contract states them literally instead of computing them with the code it tests.
///
/// The contract stores `varied(0)` ... `varied(11)`, whose fields are the expressions of
/// ``TemplateContext/variedSample(_:)``; this is the same arithmetic, evaluated here, and the
/// meaning of each condition as the filter's design says (equality code point by code point,
/// ranges inclusive, "contains" ignoring case, no value matching no range or text).
enum QueryExamples {
    /// How many varied entities the contract stores: ids 0 to 11.
    static let count = 12

    /// A value of one field, as the stores compare it.
    private enum Value: Equatable {
        case text(String)
        case number(Double)
        case flag(Bool)
        /// `Fixtures.id(n)`, which sorts as `n`.
        case id(Int)
        /// An enum's case, which sorts by its name code point by code point, as its text column
        /// does, or a ranked enum's by its rank (`rank`), as its INTEGER column does.
        case enumCase(String, rank: Int?)

        /// The Swift literal of the value, for a field of `base`.
        func literal(_ base: FieldType.Base) -> String {
            switch self {
            case .text(let text): "\"\(text)\""
            case .number(let number) where base == .date: "Date(millisecondsSince1970: \(Int64(number)))"
            case .number(let number) where base == .int: String(Int(number))
            case .number(let number): String(number)
            case .flag(let flag): String(flag)
            case .id(let number): "Fixtures.id(\(number))"
            case .enumCase(let name, _): "." + name
            }
        }

        /// Ascending order by value, text ignoring case (lower-cased, by code point).
        static func < (lhs: Value, rhs: Value) -> Bool {
            switch (lhs, rhs) {
            case (.text(let left), .text(let right)):
                Array(left.lowercased().unicodeScalars.map(\.value)).lexicographicallyPrecedes(
                    right.lowercased().unicodeScalars.map(\.value))
            case (.number(let left), .number(let right)): left < right
            case (.flag(let left), .flag(let right)): !left && right
            case (.id(let left), .id(let right)): left < right
            case (.enumCase(_, let left?), .enumCase(_, let right?)): left < right
            case (.enumCase(let left, _), .enumCase(let right, _)):
                Array(left.unicodeScalars.map(\.value)).lexicographicallyPrecedes(right.unicodeScalars.map(\.value))
            default: false
            }
        }
    }

    /// The value of `field` in `varied(number)`; nil when it has none.
    private static func value(_ field: FieldSpec, _ number: Int, isSearchField: Bool) -> Value? {
        let type = field.type
        if type.isOptional && number % 4 == 1 { return nil }
        if let spec = type.enumSpec {
            let rank = number % spec.cases.count
            return .enumCase(spec.cases[rank], rank: spec.isRanked ? rank : nil)
        }
        switch type.base {
        case .string:
            if isSearchField { return .text(["beta", "Alpha", "gamma", "ALPHA", "Ärger", "item 1"][number % 6]) }
            if field.isUnique { return .text(["beta", "Alpha", "gamma", "ALPHA", "Ärger"][number % 5] + " \(number)") }
            return .text(["beta", "Alpha", "gamma", "ALPHA", "Ärger"][number % 5])
        case .int: return .number(Double((number * 7) % 5 - 2))
        case .double: return .number(Double((number * 3) % 4) / 2 - 0.5)
        case .bool: return .flag(number % 3 == 0)
        case .date: return .number(Double(1_700_000_000_000 + Int64((number * 5) % 3) * 60_000))
        case .uuid: return .id(100 + (number * 3) % 4)
        }
    }

    /// The filter examples of every field that is not an array: each an object with `label`,
    /// `arguments` (the filter's initializer arguments) and `numbers` (the ids it selects).
    static func filters(_ fields: [FieldSpec], searchField: FieldSpec?) -> [TemplateValue] {
        var examples: [TemplateValue] = []
        func add(_ label: String, _ arguments: String, _ selects: (Value?) -> Bool, values: [Value?]) {
            let numbers = values.indices.filter { selects(values[$0]) }
            examples.append(
                .object([
                    "label": .string(label), "arguments": .string(arguments),
                    "numbers": .string("[" + numbers.map(String.init).joined(separator: ", ") + "]"),
                ]))
        }
        for field in fields where !field.type.isArray {
            let type = field.type
            let name = field.name
            let values = (0..<count).map { value(field, $0, isSearchField: field == searchField) }
            // varied(3) always has a value (an optional one is missing when n % 4 == 1).
            guard let chosen = values[3] else { continue }
            let literal = chosen.literal(type.base)
            if !type.isOptional && type.base != .date {
                add("\(name) equals \(literal)", "\(name): \(literal)", { $0 == chosen }, values: values)
            }
            if type.isOptional {
                add("\(name) is nil", "\(name): .isNil", { $0 == nil }, values: values)
                add("\(name) equals \(literal)", "\(name): .equals(\(literal))", { $0 == chosen }, values: values)
            }
            if [.int, .double, .date].contains(type.base) {
                var distinct: [Value] = []
                for case let value? in values where !distinct.contains(value) { distinct.append(value) }
                distinct.sort(by: <)
                if distinct.count >= 2 {
                    let low = distinct[1]
                    let high = distinct[max(1, distinct.count - 2)]
                    add(
                        "\(name) from \(low.literal(type.base)) to \(high.literal(type.base))",
                        "\(name)Min: \(low.literal(type.base)), \(name)Max: \(high.literal(type.base))",
                        { $0.map { !($0 < low) && !(high < $0) } ?? false }, values: values)
                    add(
                        "\(name) at most \(low.literal(type.base))", "\(name)Max: \(low.literal(type.base))",
                        { $0.map { !(low < $0) } ?? false }, values: values)
                }
            }
            if type.hasContains {
                for needle in ["alp", "ÄRG"] {
                    add(
                        "\(name) contains \(needle)", "\(name)Contains: \"\(needle)\"",
                        {
                            guard case .text(let text)? = $0 else { return false }
                            return text.lowercased().contains(needle.lowercased())
                        }, values: values)
                }
            }
            if type.hasContains, case .text(let text) = chosen {
                // Equality is exact, case and all: the chosen text in lower case is another value.
                let lower = Value.text(text.lowercased())
                let equalsLower = lower.literal(type.base)
                add(
                    "\(name) equals \(equalsLower)",
                    "\(name): \(type.isOptional ? ".equals(\(equalsLower))" : equalsLower)",
                    { $0 == lower }, values: values)
                // Every condition must hold: the chosen text, which does not contain the needle.
                add(
                    "\(name) equals \(literal) and contains ÄRG",
                    "\(name): \(type.isOptional ? ".equals(\(literal))" : literal), \(name)Contains: \"ÄRG\"",
                    { $0 == chosen && text.lowercased().contains("ärg") }, values: values)
            }
        }
        return examples
    }

    /// The order of the varied entities by every field that is not an array, both ways: each an
    /// object with `field`, `direction` (`ascending`, `descending`) and `numbers`, the ids in
    /// order. No value comes last either way; ties are broken by id, ascending.
    static func sorts(_ fields: [FieldSpec], searchField: FieldSpec?) -> [TemplateValue] {
        var examples: [TemplateValue] = []
        for field in fields where !field.type.isArray {
            let values = (0..<count).map { value(field, $0, isSearchField: field == searchField) }
            for descending in [false, true] {
                let order = values.indices.sorted { left, right in
                    switch (values[left], values[right]) {
                    case (nil, nil): return left < right
                    case (nil, _): return false
                    case (_, nil): return true
                    case (let a?, let b?):
                        if a == b || (!(a < b) && !(b < a)) { return left < right }
                        return descending ? b < a : a < b
                    }
                }
                examples.append(
                    .object([
                        "field": .string(field.name), "direction": .string(descending ? "descending" : "ascending"),
                        "numbers": .string("[" + order.map(String.init).joined(separator: ", ") + "]"),
                    ]))
            }
        }
        return examples
    }
}
