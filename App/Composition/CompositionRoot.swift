import DI
import Data

/// The one place where the app is put together: the demo and the tests call
/// ``makeContainer(store:)`` and resolve what they need from the result.
public enum CompositionRoot {
    /// A container holding the whole graph over the store at `location`: the store and its data
    /// sources (Data), the repositories and use cases over them (Domain), then the view models
    /// (Presentation). The store is opened here, so that a store that cannot be opened is reported
    /// now, with its own reason, rather than at the first resolve deep inside a command.
    public static func makeContainer(store location: StoreLocation) throws(StoreOpeningError) -> Container {
        let container = Assembler([DataAssembly(location: location), RepositoriesAssembly(), PresentationAssembly()])
            .resolver
        do {
            _ = try container.require(DataStore.self)
        } catch {
            throw error.underlyingError as? StoreOpeningError
                ?? StoreOpeningError(location: location, reason: error.description)
        }
        return container
    }

    /// Closes the store the container opened, so that it is left whole on disk (for SQLite, one
    /// self-contained file with no `-wal` beside it). Call it once, when the app is done.
    public static func close(_ container: Container) async {
        await (try? container.require(DataStore.self))?.close()
    }

    /// One sentence naming the tables the opened store keeps that no entity of this app has
    /// (left by `scripts/scaffold --remove`), or nil when there are none: said once per
    /// command, so that rows the app no longer shows are not a surprise.
    public static func unknownTablesNote(_ container: Container) -> String? {
        guard let tables = try? container.require(DataStore.self).unknownTables, let last = tables.last else {
            return nil
        }
        let names = tables.map { "\"\($0)\"" }
        let listed = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and \"\(last)\""
        let (noun, verb) = names.count == 1 ? ("table", "has") : ("tables", "have")
        return "the store keeps the \(noun) \(listed), which no entity of this app \(verb) "
            + "(removed with scripts/scaffold --remove?); its rows are left as they are"
    }
}

// Two shorthands that keep each registration on one line, so that the scaffold can add and
// remove an entity's registration as a single line between the markers.
extension Container {
    /// Registers `factory` for `serviceType` with one instance for the container's lifetime.
    @discardableResult
    func shared<Service: Sendable>(
        _ serviceType: Service.Type, factory: @escaping @Sendable (any Resolver) throws -> Service
    ) -> Registration<Service> {
        register(serviceType, factory: factory).inObjectScope(.container)
    }
}

extension Resolver {
    /// The service of the type the context expects, e.g. a repository's `dataSource:` argument.
    func resolved<Service: Sendable>(_ serviceType: Service.Type = Service.self) throws(ResolutionError) -> Service {
        try require(serviceType)
    }
}
