import Data

extension CompositionRoot {
    /// Runs `body`, started on a delivery mechanism's own thread (an HTTP server's event loop,
    /// never Swift's cooperative pool), letting the stores answer a lookup by id right on that
    /// thread while the task is still there, rather than hop to a store thread and back. See
    /// `Data.CallerThread`.
    public static func runBlockingLookupsHere<T>(_ body: () async -> T) async -> T {
        await CallerThread.run(blockable: body)
    }
}
