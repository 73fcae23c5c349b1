import Testing

@testable import Data

/// Stores create, load and import tables in the order of `Schemas.all`, which the scaffold keeps
/// in the order entities were generated: a table must come after the tables it refers to.
@Suite("Schemas come after the tables they refer to")
struct SchemasOrderTests {
    @Test("every schema in Schemas.all is listed after each table it refers to")
    func referredFirst() {
        let tables = Schemas.all.map { $0.table }
        for (position, schema) in Schemas.all.enumerated() {
            for referred in Self.referredTables(schema) {
                let listed = tables.firstIndex(of: referred)
                #expect(listed.map { $0 < position } ?? false, "\(schema.table) refers to \(referred)")
            }
        }
        #expect(Self.referredTables(TodoSchema.self) == ["projects"])
        #expect(tables.firstIndex(of: "projects") == 0)
    }

    private static func referredTables<Schema: EntitySchema>(_ schema: Schema.Type) -> [String] {
        schema.references.map(\.table)
    }
}
