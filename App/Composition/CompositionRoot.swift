import Data
import Domain

/// The one place where the app is put together for a store. (Until the DI container lands this
/// builds the repositories by hand; the container-based root replaces it.)
public enum CompositionRoot {
    /// The repositories over the store at `location`.
    public static func makeRepositories(
        store location: StoreLocation
    ) throws(StoreOpeningError) -> (todos: any TodoRepositoryProtocol, projects: any ProjectRepositoryProtocol) {
        let store = try StoreOpening.open(location)
        return (
            TodoRepositoryImpl(dataSource: store.todoDataSource()),
            ProjectRepositoryImpl(dataSource: store.projectDataSource())
        )
    }
}
