/// One field of a generated entity, from `--fields "name:String price:Double"`.
struct FieldSpec: Equatable, Sendable {
    /// The property name, lowerCamelCase.
    let name: String
    /// Its type.
    let type: FieldType
    /// True for `name:String:unique`: no two records may hold the same value, compared as
    /// project names are (see `FieldSpec+Unique.swift`).
    var isUnique = false
    /// True for `dueDate:Date?:indexed`: the table keeps a sort index on it (see
    /// `FieldSpec+Indexed.swift`).
    var isIndexed = false
    /// What new values of the field are when none is given, as written after `=`: an enum's case
    /// (`status:Status(open,shipped)=open`), or a value of a required plain field
    /// (`notes:String=`, empty text; `isDone:Bool=false`, `count:Int=3`), read as ``FieldDefault``
    /// reads `--add-field`'s; nil when `add` requires the field (an optional one is nil anyway).
    var givenDefault: String? = nil
    /// The member of the wire object when it is not the field's own (`isCompleted@done:Bool`);
    /// nil otherwise (see `FieldSpec+WireName.swift`).
    var givenWireName: String? = nil

    /// The field as `--fields` spells it: `name:Type`, `name:Type:unique`, `count:Int=3`,
    /// `customer:Customer?` for a reference, `status:Status(open,shipped)?=open` for an enum,
    /// `dueDate:Date?:indexed` for a sort index, and `isCompleted@done:Bool` for a field the wire
    /// names otherwise.
    var text: String {
        let name = self.name + (givenWireName.map { "\(Self.wireNameMarker)\($0)" } ?? "")
        let marks = (isUnique ? Self.uniqueSuffix : "") + (isIndexed ? Self.indexedSuffix : "")
        if let spec = type.enumSpec {
            return "\(name):\(spec.text)\(type.isOptional ? "?" : "")\(marks)" + (givenDefault.map { "=" + $0 } ?? "")
        }
        guard let reference = type.reference else {
            return "\(name):\(type.swiftType)\(marks)" + (givenDefault.map { "=" + $0 } ?? "")
        }
        return
            "\(optionName)\(givenWireName.map { "\(Self.wireNameMarker)\($0)" } ?? ""):\(reference)\(type.isOptional ? "?" : "")"
    }

    /// The field's `demo` option without dashes: the name in kebab-case, and a reference's name
    /// without its `ID` (`--customer`), since the option takes the start of an id, not a whole one.
    var optionName: String {
        guard type.reference != nil else { return Words.kebabCase(name) }
        return Words.kebabCase(String(name.dropLast(2)))
    }

    /// Names every generated entity already has.
    static let builtIn: Set<String> = ["id", "createdAt", "updatedAt"]

    /// The fields used when `--fields` is not given.
    static let defaults = [FieldSpec(name: "name", type: FieldType(base: .string, isArray: false, isOptional: false))]

    /// Parses a whole `--fields` value: entries separated by spaces or commas, each `name:Type`
    /// (an enum's cases, inside parentheses, are separated by commas too).
    static func parseList(_ text: String) throws(ScaffoldError) -> [FieldSpec] {
        let entries = splitEntries(text)
        guard !entries.isEmpty else { throw .invalidFields("no fields given; write e.g. \"name:String\"") }
        var seen: Set<String> = []
        var fields: [FieldSpec] = []
        for entry in entries {
            let field = try parse(String(entry))
            guard seen.insert(field.name).inserted else {
                throw .invalidFields("field '\(field.name)' is given twice")
            }
            fields.append(field)
        }
        try checkDerivedNames(fields)
        return fields
    }

    /// The entries of a `--fields` value: separated by spaces, tabs, newlines or commas outside
    /// parentheses, so that `Status(open, shipped)` stays one entry.
    private static func splitEntries(_ text: String) -> [Substring] {
        var entries: [Substring] = []
        var start = text.startIndex
        var depth = 0
        for index in text.indices {
            switch text[index] {
            case "(": depth += 1
            case ")": depth = max(0, depth - 1)
            case " ", ",", "\t", "\n":
                guard depth == 0 else { break }
                if start < index { entries.append(text[start..<index]) }
                start = text.index(after: index)
            default: break
            }
        }
        if start < text.endIndex { entries.append(text[start...]) }
        return entries
    }

    /// Refuses two fields (or a field and a built-in one) that templates would turn into the same
    /// name: `fooID` and `fooId` are both the column `foo_id` and the case `FooID`; and a field
    /// whose demo option is the demo's own or another field's (``FieldOptionNames``), or whose
    /// REST query parameter every collection reads itself (``FieldQueryParameterNames``).
    static func checkDerivedNames(_ fields: [FieldSpec]) throws(ScaffoldError) {
        let forms: [(what: String, derive: (String) -> String)] = [
            ("column", Words.snakeCase), ("UpperCamel name", Words.upperCamel), ("lowerCamel name", Words.lowerCamel),
        ]
        for (what, derive) in forms {
            var owners: [String: String] = [:]
            for name in builtIn.sorted() { owners[derive(name)] = name }
            for field in fields {
                let derived = derive(field.name)
                if let owner = owners[derived] {
                    let other = builtIn.contains(owner) ? "the built-in field '\(owner)'" : "'\(owner)'"
                    throw .invalidFields(
                        "fields '\(field.name)' and \(other) would both have the \(what) '\(derived)'; rename one")
                }
                owners[derived] = field.name
            }
        }
        try FieldOptionNames.check(fields)
        try checkKeyNames(fields)
        try FieldQueryParameterNames.check(fields)
        try checkWireNames(fields)
        _ = try enums(of: fields)
    }

    /// Whether `name` is spelled as a field: lowerCamelCase, a-z first, then letters and digits.
    static func isFieldName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first else { return false }
        return ("a"..."z").contains(first) && name.unicodeScalars.allSatisfy(EntityName.isIdentifierScalar)
    }

    /// Parses one `name:Type` entry.
    static func parse(_ entry: String) throws(ScaffoldError) -> FieldSpec {
        let parts = entry.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
            throw .invalidFields("'\(entry)' is not name:Type")
        }
        let (name, givenWireName) = try splitWireName(String(parts[0]))
        guard isFieldName(name) else {
            throw .invalidFields("field name '\(name)' must be lowerCamelCase: a-z first, then letters and digits")
        }
        if ReservedNames.swiftKeywords.contains(name) {
            throw .invalidFields("field name '\(name)' is a Swift keyword")
        }
        if builtIn.contains(name) {
            throw .invalidFields("field '\(name)' is built in (every entity has id, createdAt and updatedAt)")
        }
        let column = Words.snakeCase(name)
        if ReservedNames.postgreSQLSystemColumns.contains(column) {
            throw .invalidFields(
                "field '\(name)' would be the column '\(column)', a PostgreSQL system column that every table "
                    + "has already and PostgreSQL refuses as a column name; rename it")
        }
        let (withDefault, isUnique) = splitUnique(parts[1])
        let (markedType, givenDefault) = splitDefault(withDefault)
        let (typeText, isIndexed) = splitIndexed(markedType)
        guard
            let type = try FieldType(parsingEnum: String(typeText), field: name) ?? FieldType(parsing: String(typeText))
                ?? FieldType(parsingReference: String(typeText))
        else {
            let bases = FieldType.Base.allCases.map(\.rawValue).joined(separator: ", ")
            throw .invalidFields(
                "unknown type '\(parts[1])' for field '\(name)'; use \(bases), T? or [T] of those, "
                    + "or a generated entity (customer:Customer), or an enum (status:Status(open,closed))")
        }
        if isUnique { try checkUnique(name: name, type: type) }
        if isIndexed { try checkIndexed(name: name, type: type, isUnique: isUnique) }
        try checkDefault(givenDefault, name: name, type: type, isUnique: isUnique)
        return FieldSpec(
            name: try referenceProperty(name, type), type: type, isUnique: isUnique, isIndexed: isIndexed,
            givenDefault: givenDefault, givenWireName: givenWireName)
    }
}
