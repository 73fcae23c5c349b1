import Data
import Foundation
import JSONSyntax

extension AppGateway {
    /// The body of a 2xx answer from `url` decoded as `type`, or a ``DecodingFailure`` with the
    /// coding path.
    func decode<T: Decodable>(_ type: T.Type, from response: HTTPResponse, url: String = "") throws(NetworkError) -> T {
        if response.body.isEmpty, let empty = EmptyResponse() as? T {
            return empty
        }
        do {
            return try JSONCoding.decoder().decode(type, from: response.body)
        } catch let error as DecodingError {
            throw .decoding(Self.failure(error, expecting: type, body: response.body, url: url))
        } catch {
            throw .decoding(
                DecodingFailure(
                    expectedType: String(describing: type), codingPath: "", reason: String(describing: error),
                    bodySnippet: BodySnippet.of(response.body), url: url))
        }
    }

    private static func failure<T>(
        _ error: DecodingError, expecting type: T.Type, body: Data, url: String
    ) -> DecodingFailure {
        let (path, reason): ([any CodingKey], String) =
            switch error {
            case .typeMismatch(let expected, let context):
                (context.codingPath, "expected \(expected): \(context.debugDescription)")
            case .valueNotFound(let expected, let context):
                (context.codingPath, "missing \(expected): \(context.debugDescription)")
            case .keyNotFound(let key, let context):
                (context.codingPath + [key], "missing key: \(context.debugDescription)")
            case .dataCorrupted(let context):
                (context.codingPath, context.debugDescription)
            @unknown default:
                ([], String(describing: error))
            }
        return DecodingFailure(
            expectedType: String(describing: type), codingPath: codingPath(path), reason: reason,
            bodySnippet: BodySnippet.of(body), url: url)
    }

    /// `[0].priority` style: indexes in brackets, keys after dots.
    private static func codingPath(_ keys: [any CodingKey]) -> String {
        keys.reduce(into: "") { path, key in
            if let index = key.intValue {
                path += "[\(index)]"
            } else {
                path += path.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
    }
}
