import Testing

/// One rule of the repository contract, runnable against any store.
///
/// A store's test target runs every case as one parameterised test, so each rule is reported
/// by name for each store:
/// ```swift
/// @Test(arguments: RepositoryContract.allCases)
/// func honoursContract(_ rule: ContractCase) async throws {
///     try await rule.run { StoreUnderTest(...) }
/// }
/// ```
public struct ContractCase: Sendable, CustomTestStringConvertible {
    /// What the rule says, e.g. "createAll stores nothing when one todo is invalid".
    public let name: String
    private let body: @Sendable (StoreUnderTest) async throws -> Void

    init(_ name: String, _ body: @escaping @Sendable (StoreUnderTest) async throws -> Void) {
        self.name = name
        self.body = body
    }

    /// Checks the rule against a new store from `makeStore`, tearing the store down afterwards.
    public func run(_ makeStore: StoreFactory) async throws {
        let store = try await makeStore()
        do {
            try await body(store)
        } catch {
            await store.tearDown()
            throw error
        }
        await store.tearDown()
    }

    /// The rule's text, as test reports show it.
    public var testDescription: String { name }
}

/// Every rule a store must honour for todos and projects.
public enum RepositoryContract {
    /// All rules, todos, id prefixes, projects, content, observation and the unit of work.
    public static var allCases: [ContractCase] {
        todoBatchCases + todoQueryCases + queryAnswerCases + idPrefixCases + projectTodoCases
            + contentCases + observationCases + unitOfWorkCases + unitOfWorkReplacementCases + versionCases
            + conflictKindCases + keysetPagingCases
            + projectLookupCases
    }
}
