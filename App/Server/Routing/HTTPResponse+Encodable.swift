import Foundation
import JSONSyntax

extension HTTPResponse {
    /// `value` as a JSON answer, written by the project's encoder (``/JSONSyntax/JSONCoding``), with
    /// `entityTag` as its `ETag` when given. A value that does not encode (a generated entity's
    /// non-finite `Double`, which JSON cannot hold) is answered 500 `storage_failed`, saying so.
    static func json(_ status: Int, encoding value: some Encodable, entityTag: String? = nil) -> HTTPResponse {
        let bytes: [UInt8]
        do {
            bytes = Array(try JSONCoding.encoder().encode(value))
        } catch {
            return APIError(
                status: 500, code: "storage_failed", message: "the answer cannot be written as JSON: \(error)"
            ).response
        }
        let response = HTTPResponse.json(status, bytes)
        return entityTag.map { response.adding("ETag", $0) } ?? response
    }
}
