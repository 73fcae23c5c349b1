/// English plurals for entity and field names: regular suffix rules plus the irregular and
/// uncountable words that show up in data models.
enum Pluralizer {
    private static let irregular: [String: String] = [
        "person": "people", "man": "men", "woman": "women", "child": "children", "tooth": "teeth",
        "foot": "feet", "mouse": "mice", "goose": "geese", "ox": "oxen", "criterion": "criteria",
        "phenomenon": "phenomena", "datum": "data", "medium": "media", "index": "indices",
        "matrix": "matrices", "vertex": "vertices", "appendix": "appendices", "quiz": "quizzes",
        "leaf": "leaves", "half": "halves", "shelf": "shelves", "wolf": "wolves", "thief": "thieves",
        "loaf": "loaves", "calf": "calves", "knife": "knives", "life": "lives", "wife": "wives",
        "hero": "heroes", "potato": "potatoes", "tomato": "tomatoes", "echo": "echoes", "veto": "vetoes",
        "cactus": "cacti", "fungus": "fungi", "syllabus": "syllabi", "alumnus": "alumni",
    ]

    /// Words whose plural is the word itself.
    static let uncountable: Set<String> = [
        "equipment", "information", "rice", "money", "species", "series", "fish", "sheep", "deer",
        "news", "metadata", "feedback", "software", "hardware", "data", "advice", "luggage", "baggage",
        "furniture", "traffic", "music", "police", "aircraft", "offspring", "moose", "bison",
    ]

    /// The plural of `identifier`, changing only its last word and keeping that word's case style:
    /// `Category` -> `Categories`, `APIKey` -> `APIKeys`, `api_key` -> `api_keys`.
    static func plural(_ identifier: String) -> String {
        guard let last = Words.split(identifier).last, identifier.hasSuffix(last) else {
            return identifier
        }
        let stem = identifier.dropLast(last.count)
        return stem + matchingCase(of: last, pluralOfWord(last.lowercased()))
    }

    /// The plural of one lower-case word.
    static func pluralOfWord(_ word: String) -> String {
        if uncountable.contains(word) { return word }
        if let plural = irregular[word] { return plural }
        if word.hasSuffix("is"), word.count > 3 { return word.dropLast(2) + "es" }  // analysis
        if word.hasSuffix("s") || word.hasSuffix("x") || word.hasSuffix("z") || word.hasSuffix("ch")
            || word.hasSuffix("sh")
        {
            return word + "es"  // status, box, address, match, wish
        }
        if word.hasSuffix("y"), let beforeY = word.dropLast().last, !"aeiou".contains(beforeY) {
            return word.dropLast() + "ies"  // category, company
        }
        return word + "s"
    }

    private static func matchingCase(of original: String, _ plural: String) -> String {
        if original.count > 1, original == original.uppercased() { return original + "s" }  // URLs, IDs
        if original.first?.isUppercase ?? false { return plural.prefix(1).uppercased() + plural.dropFirst() }
        return plural
    }
}
