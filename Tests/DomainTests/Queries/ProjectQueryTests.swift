import Domain
import Testing

@Suite("Project queries")
struct ProjectQueryTests {
    @Test("the default query selects every project by name, unpaged")
    func defaults() {
        #expect(
            ProjectQuery()
                == ProjectQuery(filter: ProjectFilter(nameContains: nil), sort: ProjectSort(.name, .ascending)))
        #expect(ProjectQuery().page == nil)
    }

    @Test("name filter ignores case; an empty needle selects all")
    func nameFilter() {
        let project = Project(name: "Garden Shed")
        #expect(ProjectFilter(nameContains: "shed").matches(project))
        #expect(ProjectFilter(nameContains: "").matches(project))
        #expect(!ProjectFilter(nameContains: "house").matches(project))
    }

    @Test("name sort ignores case")
    func nameSort() {
        let projects = ["beta", "Alpha", "gamma"].map { Project(name: $0) }
        #expect(ProjectQuery().apply(to: projects).map(\.name) == ["Alpha", "beta", "gamma"])
    }
}
