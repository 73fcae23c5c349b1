import Testing

@testable import ScaffoldKit

@Suite("Plurals")
struct PluralizerTests {
    @Test(
        "Common English plurals are right",
        arguments: [
            ("Category", "Categories"), ("Address", "Addresses"), ("Person", "People"), ("Status", "Statuses"),
            ("Box", "Boxes"), ("Product", "Products"), ("Day", "Days"), ("Match", "Matches"), ("Leaf", "Leaves"),
            ("Child", "Children"), ("Analysis", "Analyses"), ("Hero", "Heroes"), ("Quiz", "Quizzes"),
            ("Index", "Indices"),
        ])
    func pluralises(singular: String, plural: String) {
        #expect(Pluralizer.plural(singular) == plural)
    }

    @Test("Only the last word changes, in its own case style")
    func pluralisesLastWord() {
        #expect(Pluralizer.plural("APIKey") == "APIKeys")
        #expect(Pluralizer.plural("api_key") == "api_keys")
        #expect(Pluralizer.plural("SalesPerson") == "SalesPeople")
        #expect(Pluralizer.plural("ShortURL") == "ShortURLs")
        #expect(Pluralizer.plural("category") == "categories")
    }

    @Test("Uncountable words keep their form")
    func uncountable() {
        #expect(Pluralizer.plural("Equipment") == "Equipment")
        #expect(Pluralizer.plural("Series") == "Series")
    }
}
