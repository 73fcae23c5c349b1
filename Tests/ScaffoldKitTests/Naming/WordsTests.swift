import Testing

@testable import ScaffoldKit

@Suite("Case conversions")
struct WordsTests {
    @Test(
        "Splitting keeps acronyms whole",
        arguments: [
            ("APIKey", ["API", "Key"]), ("URLLink", ["URL", "Link"]), ("userID", ["user", "ID"]),
            ("api_key", ["api", "Key"].map { $0.lowercased() }), ("Product", ["Product"]), ("v2Item", ["v2", "Item"]),
        ])
    func splitsWords(identifier: String, words: [String]) {
        #expect(Words.split(identifier) == words)
    }

    @Test("lowerCamel lowers a leading acronym whole: APIKey -> apiKey, URLLink -> urlLink")
    func lowerCamelKeepsAcronymsSensible() {
        #expect(Words.lowerCamel("APIKey") == "apiKey")
        #expect(Words.lowerCamel("URLLink") == "urlLink")
        #expect(Words.lowerCamel("Product") == "product")
        #expect(Words.lowerCamel("UserID") == "userID")
    }

    @Test("UpperCamel restores known acronyms from snake_case")
    func upperCamelRestoresAcronyms() {
        #expect(Words.upperCamel("api_key") == "APIKey")
        #expect(Words.upperCamel("user_id") == "UserID")
        #expect(Words.upperCamel("product_name") == "ProductName")
    }

    @Test("snake_case and kebab_case lower every word")
    func snakeAndKebab() {
        #expect(Words.snakeCase("APIKey") == "api_key")
        #expect(Words.snakeCase("URLLink") == "url_link")
        #expect(Words.snakeCase("createdAt") == "created_at")
        #expect(Words.kebabCase("APIKey") == "api-key")
    }
}
