import Data
import Domain
import FileStore
import TestSupport
import Testing

@Suite("JSON file store honours the repository contract")
struct FileContractTests {
    @Test(arguments: RepositoryContract.allCases)
    func honoursContract(_ rule: ContractCase) async throws {
        try await rule.run {
            let folder = try TemporaryFolder()
            let store = try await Self.open(folder)
            return StoreUnderTest(
                todos: TodoRepositoryImpl(dataSource: store.todoDataSource()),
                projects: ProjectRepositoryImpl(dataSource: store.projectDataSource()),
                unitOfWork: store.unitOfWork(),
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
            let writer = try await Self.open(folder)
            let reader = try await Self.open(folder)
            return StoreUnderTest(
                todos: TodoRepositoryImpl(
                    dataSource: SplitTodoDataSource(
                        reads: reader.todoDataSource(), writes: writer.todoDataSource())),
                projects: ProjectRepositoryImpl(
                    dataSource: SplitProjectDataSource(
                        reads: reader.projectDataSource(), writes: writer.projectDataSource())),
                unitOfWork: writer.unitOfWork(),
                tearDown: { folder.remove() }
            )
        }
    }

    /// Opens the store in `folder` on a thread of its own: opening blocks on `fsync`, and dozens
    /// of cases opening stores at once on the cooperative pool would starve the tests beside them.
    private static func open(_ folder: TemporaryFolder) async throws -> DataStore {
        let url = folder.url
        return try await offCooperativePool { try DataStore.file(at: url) }
    }
}
