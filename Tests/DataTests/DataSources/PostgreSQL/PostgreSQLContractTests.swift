import Data
import Domain
import PostgreSQLStore
import TestSupport
import Testing

@Suite(
    "PostgreSQL store honours the repository contract",
    .enabled(if: PostgreSQLTestServer.isAvailable, PostgreSQLTestServer.skipReason))
struct PostgreSQLContractTests {
    @Test("on a schema of its own on the test server", arguments: RepositoryContract.allCases)
    func honoursContract(_ rule: ContractCase) async throws {
        try await rule.run {
            let (store, schema) = try await PostgreSQLTestStore.open()
            return StoreUnderTest(
                todos: TodoRepositoryImpl(dataSource: store.todoDataSource()),
                projects: ProjectRepositoryImpl(dataSource: store.projectDataSource()),
                unitOfWork: store.unitOfWork(),
                tearDown: {
                    await store.close()
                    schema.drop()
                }
            )
        }
    }
}
