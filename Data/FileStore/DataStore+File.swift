import Data
import Foundation

extension DataStore {
    /// The JSON file store in `directory` (created, with an empty store, when missing): one
    /// snapshot and one journal that people can read and diff, safe against crashes and shared
    /// safely by several processes. A damaged file or one from a newer version is reported as
    /// ``/Data/DataSourceError/storage(_:)`` carrying a ``FileStoreError``, and left untouched.
    ///
    /// Opening loads the store on the calling thread and waits for the disk, so call it at
    /// start-up or from a thread that may block; afterwards the store works on a thread of its own.
    public static func file(at directory: URL) throws(DataSourceError) -> DataStore {
        DataStore(backend: try FileStore(directory: directory))
    }
}
