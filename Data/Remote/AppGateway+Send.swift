import Data
import Foundation

extension AppGateway {
    /// Sends `request` and reports its failure as a ``/Data/DataSourceError`` about `id`.
    func send<R: APIRequest>(_ request: R, about id: UUID? = nil) async throws(DataSourceError) -> R.Response {
        do {
            return try await self.request(request)
        } catch {
            throw error.toDataSourceError(id: id)
        }
    }
}
