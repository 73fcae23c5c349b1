import Data
import Foundation

extension DataStore {
    /// A store on the server at `baseURL` (its root, e.g. `http://127.0.0.1:8080`, as
    /// `scripts/server` prints it, or an https URL), speaking docs/REST.md through an ``AppGateway`` with
    /// `configuration`. Changes are published for writes made through this store.
    public static func remote(baseURL: URL, configuration: NetworkSettings = NetworkSettings()) -> DataStore {
        DataStore(
            backend: RemoteStore(
                gateway: AppGateway(baseURL: baseURL.appendingPathComponent("v1"), settings: configuration)))
    }
}
