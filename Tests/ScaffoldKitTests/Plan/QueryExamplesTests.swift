import Testing

@testable import ScaffoldKit

@Suite("The contract's filter and sort expectations, worked out by the scaffold")
struct QueryExamplesTests {
    private func rendered(_ values: [TemplateValue]) -> [String] {
        values.compactMap { value in
            guard case .object(let members) = value else { return nil }
            let parts = ["label", "arguments", "field", "direction", "numbers"].compactMap { key -> String? in
                guard case .string(let text)? = members[key] else { return nil }
                return text
            }
            return parts.joined(separator: " | ")
        }
    }

    // varied(n).count is (n * 7) % 5 - 2: -2 0 2 -1 1 -2 0 2 -1 1 -2 0 for n = 0 ... 11.
    private let count = [FieldSpec(name: "count", type: FieldType(base: .int, isArray: false, isOptional: false))]

    @Test("An Int field: equality, an inclusive range and an upper bound select the ids counted by hand")
    func intFilters() {
        #expect(
            rendered(QueryExamples.filters(count, searchField: nil)) == [
                "count equals -1 | count: -1 | [3, 8]",
                "count from -1 to 1 | countMin: -1, countMax: 1 | [1, 3, 4, 6, 8, 9, 11]",
                "count at most -1 | countMax: -1 | [0, 3, 5, 8, 10]",
            ])
    }

    @Test("An Int field sorts ascending and descending, ties by id ascending both ways")
    func intSorts() {
        #expect(
            rendered(QueryExamples.sorts(count, searchField: nil)) == [
                "count | ascending | [0, 5, 10, 3, 8, 1, 6, 11, 4, 9, 2, 7]",
                "count | descending | [2, 7, 4, 9, 1, 6, 11, 3, 8, 0, 5, 10]",
            ])
    }

    @Test("An enum sorts by its cases' names, a ranked one by rank, as their text and INTEGER columns do")
    func enumSorts() throws {
        // varied(n).level is [low, medium, high][n % 3].
        let named = [try FieldSpec.parse("level:Level(low,medium,high)")]
        #expect(
            rendered(QueryExamples.sorts(named, searchField: nil)).first
                == "level | ascending | [2, 5, 8, 11, 0, 3, 6, 9, 1, 4, 7, 10]")
        let ranked = [try FieldSpec.parse("level:Level:Int(low,medium,high)")]
        #expect(
            rendered(QueryExamples.sorts(ranked, searchField: nil)).first
                == "level | ascending | [0, 3, 6, 9, 1, 4, 7, 10, 2, 5, 8, 11]")
    }

    // varied(n).note is nil when n % 4 == 1, else ["beta", "Alpha", "gamma", "ALPHA", "Ärger"][n % 5].
    @Test(
        "An optional String: is nil, exact equality (case matters), contains ignoring case, all conditions together, missing values never match"
    )
    func optionalTextFilters() {
        let note = [FieldSpec(name: "note", type: FieldType(base: .string, isArray: false, isOptional: true))]
        #expect(
            rendered(QueryExamples.filters(note, searchField: nil)) == [
                "note is nil | note: .isNil | [1, 5, 9]",
                #"note equals "ALPHA" | note: .equals("ALPHA") | [3, 8]"#,
                #"note contains alp | noteContains: "alp" | [3, 6, 8, 11]"#,
                #"note contains ÄRG | noteContains: "ÄRG" | [4]"#,
                #"note equals "alpha" | note: .equals("alpha") | []"#,
                #"note equals "ALPHA" and contains ÄRG | note: .equals("ALPHA"), noteContains: "ÄRG" | []"#,
            ])
        #expect(
            rendered(QueryExamples.sorts(note, searchField: nil)).first
                == "note | ascending | [3, 6, 8, 11, 0, 10, 2, 7, 4, 1, 5, 9]")
    }
}
