/// Splits identifiers into words and joins words back in the cases templates ask for.
///
/// Acronyms stay whole: `APIKey` is `API` + `Key`, so its lowerCamel form is `apiKey`, not `aPIKey`.
enum Words {
    /// Acronyms written in capitals in UpperCamel and lowerCamel forms, as Swift's API guidelines ask.
    static let acronyms: Set<String> = [
        "API", "CSV", "DNS", "HTML", "HTTP", "HTTPS", "ID", "IP", "JSON", "JWT", "PDF", "SQL", "SSH",
        "TCP", "UDP", "UI", "URL", "UUID", "XML",
    ]

    /// Acronyms kept in capitals in prose only (help text and doc comments: "VIP", "SKU"), not in
    /// names, so that a field `vip` stays `vip` in code.
    static let proseAcronyms: Set<String> = acronyms.union(["VIP", "SKU", "ISBN", "IBAN", "GPS", "FAQ"])

    /// `identifier` as words in a sentence: `APIKey` -> `API key`, `placedAt` -> `placed at`,
    /// `vip` -> `VIP`.
    static func prose(_ identifier: String) -> String {
        split(identifier).map { proseAcronyms.contains($0.uppercased()) ? $0.uppercased() : $0.lowercased() }
            .joined(separator: " ")
    }

    /// `identifier` as a label that starts a line of help: `placedAt` -> `Placed at`, `vip` ->
    /// `VIP`, `customerID` -> `Customer ID`.
    static func label(_ identifier: String) -> String {
        let words = prose(identifier)
        return words.prefix(1).uppercased() + words.dropFirst()
    }

    /// The words of `identifier`: split at non-alphanumerics, at lower-to-upper changes, and
    /// before the last capital of a run of capitals followed by a lower-case letter.
    static func split(_ identifier: String) -> [String] {
        let characters = Array(identifier)
        var words: [String] = []
        var current = ""
        for (index, character) in characters.enumerated() {
            guard character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            if let previous = current.last {
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                let lowerToUpper = (previous.isLowercase || previous.isNumber) && character.isUppercase
                let endOfAcronym = previous.isUppercase && character.isUppercase && (next?.isLowercase ?? false)
                if lowerToUpper || endOfAcronym {
                    words.append(current)
                    current = ""
                }
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// `APIKey`, `UserID`, `Product`: every word capitalised, known acronyms in capitals.
    static func upperCamel(_ identifier: String) -> String {
        split(identifier).map(capitalized).joined()
    }

    /// `apiKey`, `urlLink`, `product`: the first word in lower case, the rest as in UpperCamel.
    static func lowerCamel(_ identifier: String) -> String {
        let words = split(identifier)
        guard let first = words.first else { return "" }
        return first.lowercased() + words.dropFirst().map(capitalized).joined()
    }

    /// `api_key`, `url_link`, `product`: lower-case words joined by underscores.
    static func snakeCase(_ identifier: String) -> String {
        split(identifier).map { $0.lowercased() }.joined(separator: "_")
    }

    /// `api-key`: lower-case words joined by hyphens, for file and URL path segments.
    static func kebabCase(_ identifier: String) -> String {
        split(identifier).map { $0.lowercased() }.joined(separator: "-")
    }

    /// One word in UpperCamel: a known acronym in capitals, any other word with its first letter
    /// raised and the rest kept (so `iPhone`-like words are not flattened).
    static func capitalized(_ word: String) -> String {
        if acronyms.contains(word.uppercased()) { return word.uppercased() }
        if word.count > 1, word == word.uppercased(), word.contains(where: \.isLetter) {
            return word  // an acronym we do not know: keep the writer's capitals
        }
        return word.prefix(1).uppercased() + word.dropFirst().lowercased()
    }
}
