import Domain
import Foundation

/// Turns what a person typed as a todo id (a whole id or a unique prefix of one) into the todo,
/// with one lookup on the store's id index, whatever the number of todos.
struct TodoIDResolver {
    let repository: any TodoRepositoryProtocol

    /// How many candidates an ambiguous prefix lists; one more is fetched to know there are more.
    static let listedCandidates = 10

    func todo(idPrefix text: String) async throws -> Todo {
        if let id = UUID(text: text) {
            return try await repository.fetch(id: id)
        }
        guard let prefix = IDPrefix(text) else {
            throw ActionFailure.notAnID(text)
        }
        let limit = Self.listedCandidates
        let candidates = try await repository.fetch(idPrefix: prefix, limit: limit + 1)
        switch candidates.count {
        case 1:
            return candidates[0]
        case 0:
            throw ActionFailure.noTodoWithPrefix(text)
        default:
            throw ActionFailure.ambiguousPrefix(
                text, candidates: Array(candidates.prefix(limit)), more: candidates.count > limit)
        }
    }
}
