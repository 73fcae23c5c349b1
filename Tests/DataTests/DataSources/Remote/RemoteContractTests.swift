import Data
import Domain
import RemoteStore
import TestSupport
import Testing

@Suite("The remote store, against `server` over http and https, honours the repository contract")
struct RemoteContractTests {
    @Test(arguments: RepositoryContract.allCases, Wire.allCases)
    func honoursContract(_ rule: ContractCase, over wire: Wire) async throws {
        try await rule.run { try await ReferenceServer.start(over: wire).storeUnderTest() }
    }
}

/// The fixture clients are tested against (Tests/HostileServer, python3) applies a batch's
/// replacements by the same rules as the Swift stores, so that a client test never passes on
/// the fixture what `server` would refuse, nor the other way round.
@Suite(
    "The remote store, against the Python fixture, honours the unit of work's replacements",
    .enabled(if: ReferenceServer.hostileIsAvailable, "the fixture needs python3"))
struct RemoteFixtureBatchContractTests {
    @Test(arguments: RepositoryContract.unitOfWorkReplacementCases)
    func honoursReplacements(_ rule: ContractCase) async throws {
        try await rule.run { try await ReferenceServer.startHostile().storeUnderTest() }
    }
}

extension ReferenceServer {
    /// The remote store's repositories over this server, which the test's tear-down stops.
    fileprivate func storeUnderTest() -> StoreUnderTest {
        let store = DataStore.remote(baseURL: baseURL, configuration: reaching(NetworkSettings()))
        return StoreUnderTest(
            todos: TodoRepositoryImpl(dataSource: store.todoDataSource()),
            projects: ProjectRepositoryImpl(dataSource: store.projectDataSource()),
            unitOfWork: store.unitOfWork(),
            tearDown: { self.stop() }
        )
    }
}
