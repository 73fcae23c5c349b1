import Data
import Domain
import TestSupport
import Testing

@Suite("JSON file store honours the repository contract")
struct FileContractTests {
    @Test(arguments: RepositoryContract.allCases)
    func honoursContract(_ rule: ContractCase) async throws {
        try await rule.run {
            let folder = try TemporaryFolder()
            let store = try DataStore.file(at: folder.url)
            return StoreUnderTest(
                todos: TodoRepositoryImpl(dataSource: store.todoDataSource()),
                projects: ProjectRepositoryImpl(dataSource: store.projectDataSource()),
                tearDown: { folder.remove() }
            )
        }
    }

    @Test(arguments: RepositoryContract.allCases)
    func honoursContractAcrossReopening(_ rule: ContractCase) async throws {
        // Every read goes through a second store on the same folder, so each rule is also checked
        // against what another process would load from the files.
        try await rule.run {
            let folder = try TemporaryFolder()
            let writer = try DataStore.file(at: folder.url)
            let reader = try DataStore.file(at: folder.url)
            return StoreUnderTest(
                todos: TodoRepositoryImpl(
                    dataSource: SplitTodoDataSource(
                        reads: reader.todoDataSource(), writes: writer.todoDataSource())),
                projects: ProjectRepositoryImpl(
                    dataSource: SplitProjectDataSource(
                        reads: reader.projectDataSource(), writes: writer.projectDataSource())),
                tearDown: { folder.remove() }
            )
        }
    }
}
