import Data
import Domain
import TestSupport
import Testing

@Suite("The remote store, against `server`, honours the repository contract")
struct RemoteContractTests {
    @Test(arguments: RepositoryContract.allCases)
    func honoursContract(_ rule: ContractCase) async throws {
        try await rule.run {
            let server = try await ReferenceServer.start()
            let store = DataStore.remote(baseURL: server.baseURL)
            return StoreUnderTest(
                todos: TodoRepositoryImpl(dataSource: store.todoDataSource()),
                projects: ProjectRepositoryImpl(dataSource: store.projectDataSource()),
                unitOfWork: store.unitOfWork(),
                tearDown: { server.stop() }
            )
        }
    }
}
