import Testing

@testable import Data

/// Stores create, load and import tables in the order of `Schemas.all`, which the scaffold keeps
/// sorted by name: a table must still come after the tables it refers to.
@Suite("Schemas come after the tables they refer to")
struct SchemasOrderTests {
    @Test("a schema listed before a table it refers to is moved after it; the rest keep their order")
    func referredFirst() {
        let reversed = Schemas.referredFirst([TodoSchema.self, ProjectSchema.self])
        #expect(reversed.map { $0.table } == ["projects", "todos"])
        let listed = Schemas.referredFirst([ProjectSchema.self, TodoSchema.self])
        #expect(listed.map { $0.table } == ["projects", "todos"])
        #expect(Schemas.all.map { $0.table }.firstIndex(of: "projects") == 0)
    }
}
