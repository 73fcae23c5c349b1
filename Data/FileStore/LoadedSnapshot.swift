import Data
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `snapshot.json` a process last loaded or wrote, kept open: an open file keeps its inode,
/// so a newer snapshot renamed over the path always has another one and is never mistaken for it.
struct LoadedSnapshot {
    let file: PosixFile
    /// The file's status when it was read; any difference means another process replaced it.
    let status: FileStatus
    let generation: Int
    /// The version it was written in; older than ``FileStoreFormat/version`` until upgraded.
    let formatVersion: Int
    /// The journal it folded in, if a compaction wrote it.
    let folded: FoldedJournal?

    /// Reads the snapshot at `path` and loads its records into tables; a record that breaks a store rule
    /// is reported at its line, like a syntax error.
    static func load(path: String) throws(FileStoreError) -> (LoadedSnapshot, TableSet) {
        let file: PosixFile
        do {
            file = try PosixFile(path: path, flags: O_RDONLY)
        } catch {
            if case .io(_, ENOENT) = error.problem {
                throw FileStoreError(file: path, problem: .inconsistent("the snapshot is missing"))
            }
            throw error
        }
        let status = try file.status()
        // The bytes live only while they are decoded, leaving memory as the records are read (see
        // ``JSONText``): held on while the tables are built, they were a third of the peak
        // memory of opening a store. A record the tables refuse is located in the bytes read
        // again (the open file is the same inode).
        let contents = try Snapshot.decode(try JSONText(reading: file, count: status.size), file: path)
        let tables: TableSet
        do {
            tables = try TableSet(contents, file: path)
        } catch {
            throw Snapshot.located(error, in: (try? file.read(from: 0, count: status.size)) ?? Data())
        }
        let loaded = LoadedSnapshot(
            file: file, status: status, generation: contents.generation, formatVersion: contents.formatVersion,
            folded: contents.folded)
        return (loaded, tables)
    }

    /// The snapshot of `generation`, which folded in `folded`, just written at `path`.
    static func written(
        path: String, generation: Int, folded: FoldedJournal?
    ) throws(FileStoreError) -> LoadedSnapshot {
        let file = try PosixFile(path: path, flags: O_RDONLY)
        return LoadedSnapshot(
            file: file, status: try file.status(), generation: generation, formatVersion: FileStoreFormat.version,
            folded: folded)
    }
}
