import Data
import Domain
import TestSupport
import Testing

@Suite("In-memory store honours the repository contract")
struct InMemoryContractTests {
    @Test(arguments: RepositoryContract.allCases)
    func honoursContract(_ rule: ContractCase) async throws {
        try await rule.run {
            let store = DataStore.inMemory()
            return StoreUnderTest(
                todos: TodoRepositoryImpl(dataSource: store.todoDataSource()),
                projects: ProjectRepositoryImpl(dataSource: store.projectDataSource()),
                unitOfWork: store.unitOfWork()
            )
        }
    }
}
