import Foundation

/// A data source that can look a record up by id on the calling thread, right now, or say that
/// it cannot (its connections are busy, or its store answers only on threads of its own).
///
/// Why: a delivery mechanism on a thread of its own (an HTTP server's event loop, never Swift's
/// cooperative pool) answers most lookups by id this way with no task, no suspension and no hop,
/// and takes the asynchronous ``TableDataSource/fetch(id:)`` only when the answer is "not now".
/// The caller's thread may block on the store's disk, so only such a thread may call it.
protocol ImmediateLookup<Schema>: TableDataSource {
    /// `.some(record)` (nil when there is none) when answered here; nil when it cannot be now.
    func fetchNow(id: UUID) throws(DataSourceError) -> Schema.Record??
}
