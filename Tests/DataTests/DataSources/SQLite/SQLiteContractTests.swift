import Data
import Domain
import SQLiteStore
import TestSupport
import Testing

@Suite("SQLite store honours the repository contract")
struct SQLiteContractTests {
    @Test("on a database file", arguments: RepositoryContract.allCases)
    func honoursContractOnFile(_ rule: ContractCase) async throws {
        try await rule.run {
            let folder = try SQLiteTestFolder()
            let store = try await offCooperativePool {
                try DataStore.sqlite(path: folder.path("nested/folder/todos.sqlite"))
            }
            return StoreUnderTest(
                todos: TodoRepositoryImpl(dataSource: store.todoDataSource()),
                projects: ProjectRepositoryImpl(dataSource: store.projectDataSource()),
                unitOfWork: store.unitOfWork(),
                tearDown: { folder.remove() }
            )
        }
    }

    @Test("on an in-memory database", arguments: RepositoryContract.allCases)
    func honoursContractInMemory(_ rule: ContractCase) async throws {
        try await rule.run {
            let store = try DataStore.sqliteInMemory()
            return StoreUnderTest(
                todos: TodoRepositoryImpl(dataSource: store.todoDataSource()),
                projects: ProjectRepositoryImpl(dataSource: store.projectDataSource()),
                unitOfWork: store.unitOfWork()
            )
        }
    }
}
