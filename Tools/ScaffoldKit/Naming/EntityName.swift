/// A checked entity name and the forms of it that templates use.
struct EntityName: Equatable, Sendable {
    /// The name as given: an UpperCamelCase identifier, e.g. `APIKey`.
    let name: String
    /// Its plural in UpperCamelCase, e.g. `APIKeys`; from `--plural` when given.
    let plural: String

    /// Checks `name` (and the `--plural` override) and explains the first problem found.
    ///
    /// Whether the entity already exists in the tree is decided by the planner, which can see it.
    init(_ name: String, plural override: String? = nil) throws(ScaffoldError) {
        try Self.check(name, what: "entity name")
        let plural: String
        if let override {
            try Self.check(override, what: "--plural")
            guard override != name else {
                throw .invalidName(name, reason: "--plural '\(override)' is the same as the singular")
            }
            plural = override
        } else {
            plural = Pluralizer.plural(name)
            guard plural != name else {
                throw .invalidName(
                    name,
                    reason: "its plural is the same word, so lists and single values would share names; "
                        + "pass --plural (e.g. --plural \(name)Items)"
                )
            }
        }
        try Self.checkDerivedForms(name: name, plural: plural)
        self.name = name
        self.plural = plural
    }

    /// Templates write the plural and the lowerCamel and snake_case forms of both as identifiers:
    /// `A` has the plural `As`, whose variable name `as` is a keyword, so it cannot be an entity.
    private static func checkDerivedForms(name: String, plural: String) throws(ScaffoldError) {
        let forms = [
            ("plural", plural), ("variable name", Words.lowerCamel(name)),
            ("plural variable name", Words.lowerCamel(plural)),
            ("snake_case name", Words.snakeCase(name)), ("snake_case plural", Words.snakeCase(plural)),
        ]
        for (what, form) in forms where ReservedNames.swiftKeywords.contains(form) {
            throw .invalidName(
                name, reason: "its \(what) '\(form)' is a Swift keyword; choose another name or --plural")
        }
    }

    private static func check(_ name: String, what: String) throws(ScaffoldError) {
        guard !name.isEmpty else { throw .invalidName(name, reason: "the \(what) is empty") }
        if name.contains(where: { "/\\.".contains($0) }) {
            throw .invalidName(name, reason: "the \(what) contains a path separator or a dot")
        }
        guard let first = name.unicodeScalars.first, ("A"..."Z").contains(first),
            name.unicodeScalars.allSatisfy(isIdentifierScalar)
        else {
            let suggestion = Words.upperCamel(name)
            let hint =
                suggestion.isEmpty || suggestion == name || !suggestion.unicodeScalars.allSatisfy(isIdentifierScalar)
                ? "" : " (did you mean '\(suggestion)'?)"
            throw .invalidName(
                name,
                reason: "the \(what) must be an UpperCamelCase identifier: A-Z first, then letters and digits\(hint)"
            )
        }
        if let clash = ReservedNames.clash(for: name) { throw .invalidName(name, reason: clash) }
    }

    /// True for the ASCII letters and digits identifiers are made of here.
    static func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
        ("A"..."Z").contains(scalar) || ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
    }
}
