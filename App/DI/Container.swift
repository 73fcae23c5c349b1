import Synchronization

/// The dependency-injection container: register factories by type (and optionally name and
/// runtime argument types), then resolve. Swinject's API where the seeds use it, plus a throwing
/// `require` with chains and near misses, cycle detection, `verify()`, child containers and
/// override scopes for tests.
///
/// ```swift
/// let container = Container()
/// container.register((any TodoDataSource).self) { _ in try SQLiteTodoDataSource(path: path) }
///     .inObjectScope(.container)
/// container.register((any TodoRepositoryProtocol).self) { resolver in
///     TodoRepositoryImpl(dataSource: try resolver.require((any TodoDataSource).self))
/// }
/// try container.verify()  // in a test: every problem at once
/// let repository = try container.require((any TodoRepositoryProtocol).self)
/// ```
///
/// Inside factories prefer `try resolver.require(...)` to `resolver.resolve(...)!`: a missing
/// dependency then becomes an error naming the whole chain instead of a trap at the `!`.
///
/// Lifecycle: registrations are collected under a lock; the first resolve (or `freeze()`)
/// freezes them into an immutable table that every later resolve reads without locks. Register
/// everything first (an `Assembler` does); a registration after freezing is reported by `verify()`.
///
/// `Sendable`: the table is published once through an atomic reference and never changes; the
/// registration state is behind a `Mutex`; instance storage synchronises itself.
public final class Container: Sendable {
    /// The table, once frozen.
    @usableFromInline let frozen = OnceReference<RegistrationTable>()
    /// Registrations and problems until frozen.
    private let state: Mutex<ContainerState>
    /// The container whose registrations this one inherits.
    private let parent: Container?
    /// Whether inherited shared instances are this container's own rather than the parent's.
    private let isolatesInheritedInstances: Bool

    /// An empty root container. `duplicates` says what registering a key twice does: refused and
    /// reported (the default), or replaced.
    public convenience init(duplicates: DuplicateRegistrationPolicy = .reject) {
        self.init(parent: nil, isolatesInheritedInstances: false, duplicates: duplicates)
    }

    init(parent: Container?, isolatesInheritedInstances: Bool, duplicates: DuplicateRegistrationPolicy) {
        self.parent = parent
        self.isolatesInheritedInstances = isolatesInheritedInstances
        self.state = Mutex(ContainerState(duplicates: duplicates))
    }

    /// Freezes the registrations so that resolves read them without locks. Resolving freezes
    /// the container too; calling this makes the moment explicit.
    public func freeze() {
        _ = frozenTable()
    }

    /// The frozen table, freezing now when this is the first request.
    @inlinable
    func frozenTable() -> RegistrationTable {
        if let table = frozen.load() {
            return table
        }
        return freezeNow()
    }

    @usableFromInline
    func freezeNow() -> RegistrationTable {
        // The parent is frozen before this container's lock is taken, so locks nest one way only.
        let parentTable = parent?.frozenTable()
        return state.withLock { state in
            if let table = frozen.load() {
                return table
            }
            state.isFrozen = true
            let table = state.makeTable(inheriting: parentTable, isolated: isolatesInheritedInstances)
            return frozen.storeIfNil(table)
        }
    }

    /// Records a registration and returns the handle `register` gives back.
    func add<Service>(_ draft: RegistrationDraft, of serviceType: Service.Type) -> Registration<Service> {
        let index = state.withLock { $0.add(draft) }
        return Registration(container: self, draftIndex: index)
    }

    func setScope(_ scope: ObjectScope, ofDraft index: Int) {
        state.withLock { $0.setScope(scope, ofDraft: index) }
    }

    /// The problems found while registering, for `verify()`.
    var registrationProblems: [RegistrationProblem] {
        let inherited = parent?.registrationProblems ?? []
        return inherited + state.withLock { $0.problems }
    }
}
