import Foundation

// One generated line per field, whatever its type: the overloads below pick, from the field's
// type, how its option is spelt in help and how `edit` reads it (a value, `""` to clear an
// optional, one option per element of an array), so that the template need not.

extension OptionSpec {
    /// A field's option for `add` and `edit`: `--sort-order N`.
    static func field<Value: FieldOptionValue>(_ name: String, _ type: Value.Type, _ help: String) -> OptionSpec {
        .value(name, Value.valueName, help)
    }

    /// An optional field's option: `""` clears it.
    static func field<Value: FieldOptionValue>(_ name: String, _ type: Value?.Type, _ help: String) -> OptionSpec {
        .value(name, Value.valueName, help + "; \"\" clears it")
    }

    /// An array field's option: given once per element, `""` empties it.
    static func field<Value: FieldOptionValue>(_ name: String, _ type: [Value].Type, _ help: String) -> OptionSpec {
        // Given several times, every value kept in order (`--tag a --tag b`).
        OptionSpec(
            name: name, short: nil, valueName: Value.valueName,
            help: help + ": one option per element; \"\" empties it",
            isRepeatable: true)
    }

    /// An optional array field's option, read as an array's.
    static func field<Value: FieldOptionValue>(_ name: String, _ type: [Value]?.Type, _ help: String) -> OptionSpec {
        field(name, [Value].self, help)
    }

    /// A reference's option: `--customer 3f2a`, or the referred entity's unique `key` field
    /// (`--project Home`) when it has one; `""` clears an optional reference.
    static func reference(_ name: String, _ words: String, key: String, isOptional: Bool) -> OptionSpec {
        let help = "\(words): " + (key.isEmpty ? "" : "its \(key), ") + "its id or the start of one"
        return .value(name, "ID", help + (isOptional ? "; \"\" clears it" : ""))
    }
}

extension OptionSpec {
    /// The filter options of `list` for a field (`entities` whose `words` ...), one per
    /// condition its type has (``FilterConditions``), named after the field's option.
    static func filters<Value: FieldOptionValue>(
        _ name: String, _ type: Value.Type, words: String, entities: String
    ) -> [OptionSpec] {
        let exactly = Value.self == String.self ? ", exactly" : ""
        let equals = value(name, Value.valueName, "Only \(entities) whose \(words) is this\(exactly)")
        return (Value.filterConditions.contains(.equals) ? [equals] : [])
            + otherFilters(name, Value.self, words: words, entities: entities)
    }

    /// The filter options of an optional field: `--f V` or `--f-none`, then the others.
    static func filters<Value: FieldOptionValue>(
        _ name: String, _ type: Value?.Type, words: String, entities: String
    ) -> [OptionSpec] {
        let conditions = Value.filterConditions
        let exactly = Value.self == String.self ? ", exactly" : ""
        let what = conditions.contains(.days) ? "on this day" : "this"
        return [
            value(name, Value.valueName, "Only \(entities) whose \(words) is \(what)\(exactly)"),
            flag(name + "-none", "Only \(entities) with no \(words)"),
        ] + otherFilters(name, Value.self, words: words, entities: entities)
    }

    /// The filter options of a reference: `--f ID`, and `--f-none` for an optional one.
    static func referenceFilters(
        _ name: String, _ words: String, key: String, isOptional: Bool, entities: String
    ) -> [OptionSpec] {
        let help =
            "Only \(entities) of this \(words): " + (key.isEmpty ? "" : "its \(key), ") + "its id or the start of one"
        return [value(name, "ID", help)]
            + (isOptional ? [flag(name + "-none", "Only \(entities) with no \(words)")] : [])
    }

    /// `list --search TEXT` (`-s`): the filter's one search over every text field (`text`), for an
    /// entity with any; `words` are those fields' ("title", "notes").
    static func search(over words: [String], entities: String) -> [OptionSpec] {
        let fields = words.dropLast().joined(separator: ", ") + (words.count > 1 ? " or " : "") + (words.last ?? "")
        let verb = words.count > 1 ? "contain" : "contains"
        return [value("search", short: "s", "TEXT", "Only \(entities) whose \(fields) \(verb) TEXT, ignoring case")]
    }

    private static func otherFilters<Value: FieldOptionValue>(
        _ name: String, _ type: Value.Type, words: String, entities: String
    ) -> [OptionSpec] {
        let conditions = Value.filterConditions
        let (later, earlier) =
            conditions.contains(.days)
            ? ("on this day or later", "on this day or earlier") : ("this or more", "this or less")
        var specs: [OptionSpec] = []
        if conditions.contains(.range) {
            specs.append(value(name + "-min", Value.valueName, "Only \(entities) whose \(words) is \(later)"))
            specs.append(value(name + "-max", Value.valueName, "Only \(entities) whose \(words) is \(earlier)"))
        }
        if conditions.contains(.contains) {
            specs.append(
                value(name + "-contains", "TEXT", "Only \(entities) whose \(words) contains TEXT, ignoring case"))
        }
        return specs
    }
}

extension ParsedCommand {
    /// The change `--name VALUE` asks of a field; nil when it is not given.
    func change<Root, Value: FieldOptionValue & Sendable>(
        _ name: String, _ field: any WritableKeyPath<Root, Value> & Sendable
    ) throws(UsageError) -> (@Sendable (inout Root) -> Void)? {
        guard let value = try value(name, as: Value.self) else { return nil }
        return { $0[keyPath: field] = value }
    }

    /// The change `--name VALUE` asks of an optional field; `--name ""` clears it.
    func change<Root, Value: FieldOptionValue & Sendable>(
        _ name: String, _ field: any WritableKeyPath<Root, Value?> & Sendable
    ) throws(UsageError) -> (@Sendable (inout Root) -> Void)? {
        guard let value = try optionalValue(name, as: Value.self) else { return nil }
        return { $0[keyPath: field] = value }
    }

    /// The change the repeated `--name VALUE` asks of an array field; `--name ""` empties it.
    func change<Root, Value: FieldOptionValue & Sendable>(
        _ name: String, _ field: any WritableKeyPath<Root, [Value]> & Sendable
    ) throws(UsageError) -> (@Sendable (inout Root) -> Void)? {
        guard let values = try values(name, as: Value.self) else { return nil }
        return { $0[keyPath: field] = values }
    }

    /// The change the repeated `--name VALUE` asks of an optional array field.
    func change<Root, Value: FieldOptionValue & Sendable>(
        _ name: String, _ field: any WritableKeyPath<Root, [Value]?> & Sendable
    ) throws(UsageError) -> (@Sendable (inout Root) -> Void)? {
        guard let values = try values(name, as: Value.self) else { return nil }
        return { $0[keyPath: field] = values }
    }
}
