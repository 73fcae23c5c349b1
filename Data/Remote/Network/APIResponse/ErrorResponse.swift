import Data
import Foundation

/// The body the server sends with every error status: `{"error": {"code", "message", ...}}`
/// (docs/REST.md). Kept whole inside ``NetworkError`` so that no evidence is lost.
public struct ErrorResponse: Decodable, Sendable, Equatable {
    /// What went wrong, as the server reports it.
    public struct Detail: Decodable, Sendable, Equatable {
        /// A stable, machine-readable code such as `not_found`, `duplicate_id`, `project_in_use`.
        public let code: String
        /// One sentence a person can read.
        public let message: String
        /// The request field at fault, when there is one.
        public let field: String?
        /// The id the error is about, when there is one.
        public let id: UUID?
    }

    /// The error.
    public let error: Detail
}
