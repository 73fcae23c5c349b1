import Data

/// The on-disk format of the JSON file store: what a person sees in the store's folder.
///
/// ```
/// my-store/
///   store.lock       empty; `flock`ed by every process that uses the store (shared to read,
///                    exclusive to write), so writers in different processes take turns
///   snapshot.json    the whole store as of one generation
///   journal.jsonl    every write committed since that snapshot, one JSON line each
/// ```
///
/// `snapshot.json` is one JSON document with one record per line, so that `diff` shows changes
/// record by record. Each entity's table is a collection under `collections`, by its table name
/// (``EntitySchema/table``), in ``Schemas/all`` order. Keys in a record are sorted; ids are
/// uppercase UUID strings; times are integer milliseconds since 1970 (UTC), as in ``/Data/TodoRecord``
/// and ``/Data/ProjectRecord``; an absent optional field is `null`:
/// ```
/// {"formatVersion":2,"generation":3,"folded":{"bytes":812,"digest":"9f0c...","generation":2},
/// "collections":{
/// "projects":[
/// {"createdAt":1767225600000,"id":"00000000-...-000000000001","name":"Home","updatedAt":...}
/// ],
/// "todos":[
/// {"createdAt":...,"dueDate":null,"id":"...","isCompleted":false,"notes":"","priority":1,"projectID":null,"title":"Buy milk","updatedAt":...}
/// ]}}
/// ```
///
/// `journal.jsonl` starts with a header naming the snapshot generation it continues, then holds
/// one line per committed write (a batch is one line, so it is all or nothing). A line lists,
/// per table, the records to put (insert or replace whole) and the ids to delete:
/// ```
/// {"formatVersion":2,"generation":3}
/// {"put":{"todos":[{...},{...}]}}
/// {"delete":{"todos":["..."]}}
/// {"put":{"projects":[{...}]}}
/// ```
///
/// Version 1 (before the table core) had only todos and projects: `"projects":[...]` and
/// `"todos":[...]` at the snapshot's top level, and journal lines `putProjects`, `putTodos`,
/// `deleteTodos`, `deleteProjects`. It is still read; the first open that may write rewrites it
/// in version 2 the way a compaction does (a new snapshot renamed over the old one, then a new
/// journal), so an upgrade is as crash-safe as any compaction. Code that reads only version 1
/// then refuses the store as newer, rather than misreading it.
///
/// `folded` names the journal a compaction folded into the snapshot: its generation, how many
/// bytes, and their ``ContentDigest``. A journal of an older generation than the snapshot is
/// ignored (and replaced by the next write) only when it is that journal, which a crash between
/// the two renames of a compaction leaves behind; any other older journal (a restored backup,
/// another store's) may hold writes the snapshot lacks, and is an error naming both files, as is
/// a newer one. Nothing is overwritten until a person has moved one of them aside.
///
/// Durability: a write appends its line and `fsync`s the journal before it returns. When the
/// journal outgrows the snapshot, the store writes `snapshot.json.tmp`, `fsync`s it, renames it
/// over `snapshot.json`, `fsync`s the folder, and does the same for a new journal of the next
/// generation: at every instant the folder holds a complete, loadable store. A leftover
/// `*.tmp` file is an unfinished compaction; it is ignored, and overwritten by the next one.
///
/// A crash can leave only one kind of damage: a torn final journal line (no trailing newline).
/// A last line that is a complete record and lacks only its newline (a crash just before it, or
/// an editor that strips it) is kept: it is read like any other line, and the next write adds
/// the newline before its own line. A torn line is ignored by loading, which keeps every line
/// before it; the next write (or compaction), holding the exclusive lock, first copies its bytes
/// to `journal.jsonl.g<generation>-torn-at-<offset>` (the generation of the journal and the byte
/// offset where the line began), `fsync`ed, and only then truncates it away. Any other damage (bad JSON, a missing field, an
/// unknown or newer `formatVersion`) is a ``FileStoreError`` naming the file and where it broke,
/// and the store refuses to write until a person has looked: nothing is ever repaired silently.
enum FileStoreFormat {
    /// The version this code writes.
    static let version = 2
    /// The versions this code reads: older ones are upgraded on open.
    static let readableVersions = 1...2
    /// File names inside the store's folder.
    static let lockFile = "store.lock"
    static let snapshotFile = "snapshot.json"
    static let journalFile = "journal.jsonl"
    static let temporarySuffix = ".tmp"
    /// The journal is folded into a new snapshot once it holds more bytes than the snapshot and
    /// at least this many, so each record is rewritten a bounded number of times: compaction
    /// costs O(store) once per O(store) bytes written, a constant amount per write.
    static let minimumCompactionBytes = 64 * 1024
}
