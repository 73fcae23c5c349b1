import Data
import Domain
import Foundation

extension DataStore {
    /// The SQLite database at `path`, the project's default store: created (with its parent
    /// folders) when missing, migrated to the current schema when older. A file written by a newer
    /// version of the app, or one that is not a SQLite database, is refused with `.storage` and
    /// left untouched.
    public static func sqlite(path: String) throws(DataSourceError) -> DataStore {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .storage(
                FailureEvidence("could not create the folder \(folder.path) for the database", underlying: error))
        }
        return DataStore(backend: try SQLiteStore.open(path: path))
    }

    /// A new, empty SQLite database in memory, with the same schema and rules as a file; gone
    /// when the store is released. For tests and previews that want SQLite's behaviour.
    public static func sqliteInMemory() throws(DataSourceError) -> DataStore {
        DataStore(backend: try SQLiteStore.openInMemory())
    }
}
