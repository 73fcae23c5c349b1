/// A field that holds one of a few named cases: `status:Status(open,shipped,cancelled)`, optional
/// as `Status(…)?`, with a default for new rows as `…=open`. The scaffold writes the Domain enum
/// (`Domain/Entities/Status.swift`, String raw values conforming to Domain's `FieldEnum`), and
/// every layer keeps the case's name: a text column, a JSON string, the option `--status shipped`.
///
/// Parsed apart from the base types, as references are, so that each spelling stays one function.
///
/// `priority:Priority:Int(low,medium,high)` makes a ranked enum instead, as Swift's
/// `enum Priority: Int` is: the raw value is the case's rank (0 for the first, in the order
/// given), which the stores keep (an INTEGER column, the record's `Int`), so that sorting by it is
/// sorting by rank; the wire, the options and the text still use the case's name
/// (Domain's `RankedFieldEnum`).
struct EnumSpec: Equatable, Sendable {
    /// The enum's name, UpperCamel: `Status`.
    let name: String
    /// Its cases in the order given, each a lower-camel Swift identifier: `open`, `shipped`.
    let cases: [String]
    /// True for `Priority:Int(…)`: the raw value, and what stores keep, is the case's rank.
    var isRanked = false

    /// How `--fields` marks a ranked enum, after its name.
    static let rankedSuffix = ":Int"

    /// The spec as `--fields` writes it: `Status(open,shipped,cancelled)`, `Priority:Int(low,high)`.
    var text: String { "\(name)\(isRanked ? Self.rankedSuffix : "")(\(cases.joined(separator: ",")))" }

    /// The SQL literal a store keeps for `caseName`: its name quoted, or its rank.
    func sqlLiteral(_ caseName: String) -> String {
        isRanked ? String(cases.firstIndex(of: caseName) ?? 0) : "'\(caseName)'"
    }

    /// The Swift literal of the record's value for `caseName`: its name quoted, or its rank.
    func recordLiteral(_ caseName: String) -> String {
        isRanked ? String(cases.firstIndex(of: caseName) ?? 0) : "\"\(caseName)\""
    }
}

extension FieldType {
    /// `Status(open,shipped)` or `Status(open,shipped)?`: nil for text that does not have that
    /// shape (another type, then); a refusal saying what to change for one that has it but is
    /// wrong (an empty, repeated or misspelt case, an array of an enum).
    init?(parsingEnum text: String, field: String) throws(ScaffoldError) {
        let isOptional = text.hasSuffix("?")
        let body = isOptional ? String(text.dropLast()) : text
        if body.hasPrefix("["), body.contains("(") {
            throw .invalidFields("'\(field):\(text)': an enum field holds one case, not an array of them")
        }
        guard let open = body.firstIndex(of: "("), body.hasSuffix(")") else { return nil }
        var name = String(body[..<open])
        let isRanked = name.hasSuffix(EnumSpec.rankedSuffix)
        if isRanked { name.removeLast(EnumSpec.rankedSuffix.count) }
        if let colon = name.firstIndex(of: ":") {
            throw .invalidFields(
                "'\(field):\(text)': an enum's raw type can only be Int (ranked cases, stored as numbers), "
                    + "e.g. \(field):\(name[..<colon])\(EnumSpec.rankedSuffix)(low,high); without it, cases are stored by name"
            )
        }
        guard let first = name.unicodeScalars.first, ("A"..."Z").contains(first),
            name.unicodeScalars.allSatisfy(EntityName.isIdentifierScalar)
        else {
            throw .invalidFields(
                "'\(field):\(text)': the enum's name '\(name)' must be UpperCamelCase: A-Z first, then letters "
                    + "and digits, e.g. \(field):Status(open,closed)")
        }
        let list = body[body.index(after: open)..<body.index(before: body.endIndex)]
        let cases = list.split(separator: ",", omittingEmptySubsequences: false).map {
            String($0.filter { !$0.isWhitespace })
        }
        try Self.checkCases(cases, of: name, field: field)
        self.init(base: .string, isArray: false, isOptional: isOptional)
        enumSpec = EnumSpec(name: name, cases: cases, isRanked: isRanked)
    }

    /// Refuses a case list no Swift enum can have, or one whose cases read alike in some layer.
    private static func checkCases(_ cases: [String], of name: String, field: String) throws(ScaffoldError) {
        let example = "e.g. \(field):\(name)(open,shipped,cancelled)"
        guard cases.count >= 2 || cases.first?.isEmpty == false else {
            throw .invalidFields(
                "the enum \(name) of '\(field)' has no cases; list them in the parentheses, \(example)")
        }
        var seen: [String: String] = [:]
        for item in cases {
            guard !item.isEmpty else {
                throw .invalidFields(
                    "the enum \(name) of '\(field)' has an empty case (two commas, or one at an end); \(example)")
            }
            guard FieldSpec.isFieldName(item) else {
                throw .invalidFields(
                    "'\(item)' cannot be a case of \(name): a case is lowerCamelCase, a-z first, then letters and "
                        + "digits; \(example)")
            }
            if ReservedNames.swiftKeywords.contains(item) && !contextualKeywords.contains(item) {
                throw .invalidFields(
                    "'\(item)' cannot be a case of \(name): it is a Swift keyword; choose another word")
            }
            if item == "none" || item == "some" {
                throw .invalidFields(
                    "'\(item)' cannot be a case of \(name): `.\(item)` would read as an optional's own case; "
                        + "choose another word")
            }
            if memberNames.contains(item) {
                throw .invalidFields(
                    "'\(item)' cannot be a case of \(name): every enum field's type has a member of that name; "
                        + "choose another word")
            }
            // Cases that differ only in case are one value to someone typing `--status`.
            if let other = seen[item.lowercased()] {
                let how = other == item ? "twice" : "twice ('\(other)' and '\(item)' differ only in case)"
                throw .invalidFields("the enum \(name) of '\(field)' lists '\(item)' \(how); give each case once")
            }
            seen[item.lowercased()] = item
        }
    }
}

extension FieldType {
    /// Keywords only in some positions, which a case may be (`case open`, `Status.open`).
    static let contextualKeywords: Set<String> = [
        "open", "get", "set", "willSet", "didSet", "lazy", "weak", "unowned", "mutating", "nonmutating", "override",
        "required", "convenience", "dynamic", "final", "optional", "indirect", "package", "macro", "actor",
        "isolated", "nonisolated", "consume", "copy", "borrowing", "consuming", "each", "some", "any", "async",
    ]

    /// Members a generated enum has already (`RawRepresentable`, `CaseIterable`, `FieldEnum` and
    /// each layer's conformance), which a case of that name would clash with.
    static let memberNames: Set<String> = [
        "rawValue", "allCases", "description", "caseNames", "hashValue", "wireValue", "storedValue", "valueName",
        "expected", "fieldText", "bind", "name", "names",
    ]
}

extension FieldSpec {
    /// Splits `Status(a,b)=a` or `Int=3` into the type and the default (no type or case holds
    /// `=`), which ``checkDefault(_:name:type:isUnique:)`` then checks.
    static func splitDefault(_ typeText: Substring) -> (type: Substring, givenDefault: String?) {
        guard let equals = typeText.firstIndex(of: "=") else { return (typeText, nil) }
        return (typeText[..<equals], String(typeText[typeText.index(after: equals)...]))
    }

    /// Refuses a default that is not one of an enum's cases, one of a field whose default is
    /// already set (an optional's nil, an array's `[]`) or must differ per entity (a unique field,
    /// a reference), and one that is no value of the field's type.
    static func checkDefault(_ given: String?, name: String, type: FieldType, isUnique: Bool) throws(ScaffoldError) {
        guard let given else { return }
        guard let spec = type.enumSpec else {
            if let why = whyNoDefault(type, isUnique: isUnique) {
                throw .invalidFields("'\(name)' takes no default: \(why); drop '=\(given)'")
            }
            _ = try FieldDefault(field: FieldSpec(name: name, type: type), given: given)
            return
        }
        guard spec.cases.contains(given) else {
            throw .invalidFields(
                "the default '\(given)' of '\(name)' is not a case of \(spec.name); use one of "
                    + spec.cases.joined(separator: ", "))
        }
    }

    /// Why a field of `type` takes no default in `--fields`; nil when it takes one.
    private static func whyNoDefault(_ type: FieldType, isUnique: Bool) -> String? {
        if type.isOptional { return "it is optional, so new values are nil unless given" }
        if type.isArray { return "new values of an array are [] unless given" }
        if isUnique { return "it is unique, so no two entities could take the default" }
        if type.reference != nil { return "a reference must name a stored entity, given each time" }
        return nil
    }

    /// The enums the fields hold, each once; refuses one name given two different case lists.
    static func enums(of fields: [FieldSpec]) throws(ScaffoldError) -> [EnumSpec] {
        var enums: [EnumSpec] = []
        for field in fields {
            guard let spec = field.type.enumSpec else { continue }
            if let other = enums.first(where: { $0.name == spec.name }) {
                guard other == spec else {
                    throw .invalidFields(
                        "the enum \(spec.name) is given twice with different cases (\(other.text) and \(spec.text)); "
                            + "give the same cases, or name one otherwise")
                }
                continue
            }
            enums.append(spec)
        }
        return enums
    }
}
