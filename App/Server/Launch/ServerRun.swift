import Composition
import DI
import Domain
import Foundation

/// One run of the server: open the store through the composition root, listen, wait for the
/// signal to stop, stop gracefully, and let the store go before the process exits.
enum ServerRun {
    /// Serves until SIGTERM, SIGINT or (when asked) the end of standard input.
    static func serve(_ options: ServerOptions) async throws(ServerStartError) {
        guard let address = SocketAddress(host: options.host, port: options.port) else {
            throw ServerStartError(reason: "--host \(options.host) is not a numeric IPv4 or IPv6 address")
        }
        let stop = StopSignal(watchingStandardInput: options.exitOnStdinEOF)
        let (daemon, container) = try makeDaemon(options)
        let port = try daemon.start(on: address, described: "\(options.host):\(options.port)")
        let shownHost = address.isIPv6 ? "[\(options.host)]" : options.host
        Console.out("listening on http://\(shownHost):\(port)")
        if let note = CompositionRoot.unknownTablesNote(container) { Console.error("note: \(note)") }
        let reason = await stop.wait()
        if options.log { Console.error("\(reason): stopping") }
        if await !daemon.stop(within: .seconds(options.graceSeconds)) {
            Console.error("requests still running after \(options.graceSeconds) s were cut off")
        }
        // No request runs any more: close the store before exit, so that SQLite folds its WAL
        // in and PostgreSQL ends its sessions. The file store's lock goes with the container.
        await CompositionRoot.close(container)
    }

    /// The daemon over the store `options` names, and the container that opened the store.
    private static func makeDaemon(_ options: ServerOptions) throws(ServerStartError) -> (HTTPDaemon, Container) {
        let container: Container
        do {
            container = try CompositionRoot.makeContainer(store: options.store)
        } catch {
            throw ServerStartError(reason: error.description)
        }
        let routes: RouteTable
        let unitOfWork: any UnitOfWork
        do {
            routes = try ServedResources.routes(from: container)
            unitOfWork = try container.require((any UnitOfWork).self)
        } catch {
            throw ServerStartError(reason: "cannot build the routes: \(error)")
        }
        let idempotency = IdempotencyCache()
        let router = Router(
            routes: routes, authorization: BearerAuthorization(token: options.token), idempotency: idempotency,
            administration: Administration(),
            batch: BatchRoute(routes: routes, unitOfWork: unitOfWork), openAPI: OpenAPIDocument.installed())
        let daemon = HTTPDaemon(responder: router, limits: options.limits, accessLog: options.log ? AccessLog() : nil)
        return (daemon, container)
    }
}
